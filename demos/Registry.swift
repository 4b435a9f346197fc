import Dynamics
