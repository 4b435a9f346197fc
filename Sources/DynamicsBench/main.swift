import Dynamics
print("dynamics-bench")
