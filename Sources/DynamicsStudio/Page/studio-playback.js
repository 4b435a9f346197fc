"use strict";
// The player's frames, fetched and decoded here, off the page's main thread: the page asks for one frame at a time by
// message ({key, url, width, height}) and gets back, by message, the frame's PNG decoded at the size it is shown (an
// ImageBitmap, transferred, not copied) or why it could not be drawn. Without a size, the frame is only fetched into
// the browser's cache (the frames ahead of a paused playhead, which stepping then finds there).
self.onmessage = async ({data: {key, url, width, height}}) => {
  try {
    const answer = await fetch(url, width ? {} : {priority: "low"});
    if (!answer.ok) {
      // A frame the server could not draw (the scene process crashed, say) says why in its JSON answer.
      const body = await answer.json().catch(() => ({error: `the frame request answered ${answer.status}`}));
      postMessage({key, problem: body.error});
      return;
    }
    if (!width) { await answer.arrayBuffer(); postMessage({key}); return; }
    const bitmap = await createImageBitmap(await answer.blob(), {resizeWidth: width, resizeHeight: height, resizeQuality: "medium"});
    postMessage({key, bitmap}, [bitmap]);
  } catch (error) {
    // The network failed or the picture did not decode: the page asks again when the frame is still wanted.
    postMessage({key, failed: String(error)});
  }
};
