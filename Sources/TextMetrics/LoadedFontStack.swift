import CHarfBuzz

/// The faces of a stack loaded into HarfBuzz, and how a text is split over them: by bidi
/// level (fribidi), by script (HarfBuzz's Unicode data), and per grapheme cluster by the
/// first face that covers the whole cluster. Shared by a measurer and its per-language
/// views.
final class LoadedFontStack: Sendable {
    let stack: FontStack
    let fonts: [HarfBuzzFont]

    init(_ stack: FontStack) throws(FontStackError) {
        guard !stack.faces.isEmpty else { throw .empty }
        let missing = stack.missingFaces
        guard missing.isEmpty else { throw .missingFaces(missing) }
        var fonts: [HarfBuzzFont] = []
        for face in stack.faces {
            do {
                fonts.append(try HarfBuzzFont(fontFile: face.path, faceIndex: face.index))
            } catch {
                throw .unusableFace(face, error)
            }
        }
        self.stack = stack
        self.fonts = fonts
    }

    /// One shaped run, before scaling to a size.
    struct Run {
        var face: Int
        var level: UInt8
        var script: hb_script_t
        var scalars: Range<Int>
        /// Advance in the face's design units.
        var advance: Int
        /// Glyph clusters it shaped into.
        var clusters = 0
    }

    /// A text split and shaped, in design units.
    struct Outcome {
        var scalars: [UInt32]
        var runs: [Run]
        var base: TextDirection
        /// Scalars the face drawing them lacks, in order, repeated as they occur.
        var missing: [UInt32]
        /// (face, scalar) pairs drawn, for subsetting.
        var drawn: [(face: Int, scalar: UInt32)]
    }

    func shape(_ text: String, language: hb_language_t?, ligatures: Bool = true) -> Outcome {
        let scalars = text.unicodeScalars.map(\.value)
        var outcome = Outcome(scalars: scalars, runs: [], base: .leftToRight, missing: [], drawn: [])
        guard !scalars.isEmpty else { return outcome }
        let faces = faceOfEachScalar(text, count: scalars.count, missing: &outcome.missing)
        scalars.withUnsafeBufferPointer { buffer in
            let bidi = BidiLevels(buffer)
            let scripts = ScriptResolver.scripts(of: buffer)
            outcome.base = bidi.base
            var start = 0
            while start < buffer.count {
                var end = start + 1
                while end < buffer.count, faces[end] == faces[start], bidi.levels[end] == bidi.levels[start],
                      scripts[end] == scripts[start] {
                    end += 1
                }
                let face = faces[start], level = bidi.levels[start], script = scripts[start]
                let shaped = fonts[face].shape(buffer, range: start..<end, rightToLeft: level % 2 == 1, script: script, language: language,
                                               ligatures: ligatures)
                outcome.runs.append(Run(face: face, level: level, script: script, scalars: start..<end, advance: shaped.advance, clusters: shaped.clusters))
                outcome.drawn += drawnScalars(buffer[start..<end], face: face, rightToLeft: level % 2 == 1)
                // A browser shaping with a subset must find the circle HarfBuzz inserted.
                if shaped.insertedDottedCircle { outcome.drawn.append((face, 0x25CC)) }
                start = end
            }
        }
        return outcome
    }

    /// The characters `face` draws for `scalars`: those it has, and right to left also the
    /// mirrored counterparts HarfBuzz draws instead ("(" as the glyph of ")"), which a
    /// subset and the face's unicode-range must hold too.
    private func drawnScalars(_ scalars: Slice<UnsafeBufferPointer<UInt32>>, face: Int, rightToLeft: Bool) -> [(face: Int, scalar: UInt32)] {
        let unicode = hb_unicode_funcs_get_default()
        var drawn: [(face: Int, scalar: UInt32)] = []
        for value in scalars {
            guard let scalar = Unicode.Scalar(value), fonts[face].hasGlyph(for: scalar) else { continue }
            drawn.append((face, value))
            let mirror = hb_unicode_mirroring(unicode, value)
            if rightToLeft, mirror != value, let mirrored = Unicode.Scalar(mirror), fonts[face].hasGlyph(for: mirrored) {
                drawn.append((face, mirror))
            }
        }
        return drawn
    }

    /// For each scalar, the face that draws its grapheme cluster: the first face that has
    /// every scalar of the cluster (default-ignorable ones such as ZWJ or variation
    /// selectors excepted: shaping hides them when a face lacks them), else the first face.
    private func faceOfEachScalar(_ text: String, count: Int, missing: inout [UInt32]) -> [Int] {
        var faces: [Int] = []
        faces.reserveCapacity(count)
        for cluster in text {
            let scalars = cluster.unicodeScalars
            let face = fonts.indices.first { font in
                scalars.allSatisfy { fonts[font].hasGlyph(for: $0) || $0.properties.isDefaultIgnorableCodePoint }
            }
            if face == nil {
                missing += scalars.filter { !fonts[0].hasGlyph(for: $0) && !$0.properties.isDefaultIgnorableCodePoint }.map(\.value)
            }
            faces += repeatElement(face ?? 0, count: scalars.count)
        }
        return faces
    }

    /// The width in points of runs shaped at design units: design units summed per face,
    /// then each face's sum scaled, so a one-face text is scaled exactly once.
    func width(of runs: [Run], fontSize: Double) -> Double {
        var unitsByFace = [Int](repeating: 0, count: fonts.count)
        for run in runs { unitsByFace[run.face] += run.advance }
        var width = 0.0
        for (face, units) in unitsByFace.enumerated() where units != 0 {
            width += Double(units) * fontSize / fonts[face].unitsPerEm
        }
        return width
    }
}

extension LoadedFontStack {
    /// Every glyph position of `text` as shaped run by run (for comparing a stack of
    /// subsets with the stack it was cut from).
    func glyphPositions(of text: String, language: hb_language_t?) -> [[Int32]] {
        let outcome = shape(text, language: language)
        return outcome.scalars.withUnsafeBufferPointer { buffer in
            outcome.runs.flatMap { run in
                fonts[run.face].glyphPositions(buffer, range: run.scalars, rightToLeft: run.level % 2 == 1,
                                               script: run.script, language: language)
            }
        }
    }
}
