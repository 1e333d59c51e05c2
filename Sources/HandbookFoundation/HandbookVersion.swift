/// Version of Handbook, printed by `handbook --version`.
public let handbookVersion = "0.1.0"
