import Handbook
import Hummingbird
