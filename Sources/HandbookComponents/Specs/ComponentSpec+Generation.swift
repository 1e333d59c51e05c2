extension ComponentSpec {
    /// Which generation of each platform's bars the spec documents, as its kind reads it.
    package var generation: PlatformGeneration { kind.definition.generation(of: self) }
}
