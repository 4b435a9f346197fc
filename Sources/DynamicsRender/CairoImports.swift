import CCairo
import CPNG
