import Handbook
print(handbookVersion)
