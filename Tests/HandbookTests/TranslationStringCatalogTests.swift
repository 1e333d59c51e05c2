import Foundation
import Testing
@testable import Handbook
@testable import HandbookTranslations

/// Xcode String Catalogs: entries, variations, states, positions, malformed JSON.
@Suite struct TranslationStringCatalogTests {
    /// Written the way Xcode 15/16 saves a catalog: keys sorted, two-space indent, " : ".
    static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld reviews" : {
          "comment" : "Review count under the product title",
          "localizations" : {
            "de" : {
              "variations" : {
                "plural" : {
                  "one" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld Bewertung"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld Bewertungen"
                    }
                  }
                }
              }
            },
            "en" : {
              "variations" : {
                "plural" : {
                  "one" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld review"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld reviews"
                    }
                  }
                }
              }
            }
          }
        },
        "About" : {
          "localizations" : {
            "ar" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "حول"
              }
            },
            "de" : {
              "stringUnit" : {
                "state" : "needs_review",
                "value" : "Über"
              }
            },
            "ja" : {
              "stringUnit" : {
                "state" : "new",
                "value" : "About"
              }
            }
          }
        },
        "Photos" : {
          "extractionState" : "manual",
          "localizations" : {
            "de" : {
              "variations" : {
                "device" : {
                  "ipad" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "Fotoalben"
                    }
                  },
                  "iphone" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "Fotos"
                    }
                  }
                }
              }
            }
          }
        },
        "Reviews" : {
          "comment" : "Tab title",
          "localizations" : {
            "ar" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "المراجعات"
              }
            },
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Bewertungen"
              }
            },
            "ja" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "レビュー"
              }
            }
          }
        },
        "ShopKit" : {
          "shouldTranslate" : false
        },
        "tab.saved" : {
          "extractionState" : "manual",
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Gespeichert"
              }
            },
            "en" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Saved"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

    static func parse(_ text: String) -> ParsedCatalog {
        StringCatalogParser.parse(SourceText(path: "Localizable.xcstrings", text: text))
    }

    static func translations(_ text: String, locales: [String] = ["en", "de", "ar", "ja"]) -> (Translations, [Diagnostic]) {
        var catalog = parse(text)
        let diagnostics = catalog.diagnostics
        catalog.diagnostics = []
        let (translations, merged) = Translations.assemble([catalog], locales: locales)
        return (translations, diagnostics + merged)
    }

    @Test func everyEntryIsWhereItsTextIs() throws {
        let catalog = Self.parse(Self.catalog)
        #expect(catalog.diagnostics.isEmpty)
        #expect(catalog.entries.count == 14)
        for entry in catalog.entries where entry.key != "ShopKit" {
            #expect(textAt(entry.location, in: Self.catalog).hasPrefix("\"" + entry.text + "\""), "\(entry.key) \(entry.locale)")
        }
        let reviews = try #require(catalog.entries.first { $0.key == "Reviews" && $0.locale == "ja" })
        #expect(reviews.location == SourceLocation(file: "Localizable.xcstrings", line: 108, column: 23))
        #expect(reviews.sourceText == "Reviews")
    }

    @Test(arguments: [
        ("Reviews", "de", "Bewertungen"), ("Reviews", "ar", "المراجعات"), ("Reviews", "ja", "レビュー"),
        ("%lld reviews", "de", "%lld Bewertungen"), ("Photos", "de", "Fotos"), ("About", "de", "Über"),
        ("Saved", "de", "Gespeichert"), ("Reviews", "en", "Reviews"), ("Saved", "en", "Saved"),
    ])
    func labelsFindTheirTranslations(label: String, locale: String, text: String) {
        let (translations, _) = Self.translations(Self.catalog)
        #expect(translations.translation(of: label, locale: locale)?.text == text)
    }

    @Test func pluralsTakeOtherAndDevicesTakeIPhone() {
        let entries = Self.parse(Self.catalog).entries
        #expect(entries.first { $0.key == "%lld reviews" && $0.locale == "de" }?.sourceText == "%lld reviews")
        #expect(entries.first { $0.key == "Photos" && $0.locale == "de" }?.text == "Fotos")
    }

    @Test func newUnitsAreNotTranslationsButNeedsReviewOnesAre() {
        let (translations, _) = Self.translations(Self.catalog)
        #expect(translations.translation(of: "About", locale: "ja") == nil)
        #expect(translations.translation(of: "About", locale: "de")?.text == "Über")
        #expect(translations.missingLocales(for: "About") == ["ja"])
    }

    @Test func aKeyWithoutSourceLocalizationIsItsOwnSourceText() {
        let (translations, _) = Self.translations(Self.catalog)
        let reviews = translations.translation(of: "reviews", locale: "de")
        #expect(reviews?.key == "Reviews")
        #expect(reviews?.sourceText == "Reviews")
        #expect(translations.translation(of: "Whatever", key: "tab.saved", locale: "de")?.text == "Gespeichert")
    }

    @Test func shouldTranslateFalseIsNeverMissing() {
        let (translations, _) = Self.translations(Self.catalog)
        #expect(translations.isMarkedDoNotTranslate("ShopKit"))
        #expect(translations.missingLocales(for: "ShopKit").isEmpty)
        #expect(translations.translation(of: "ShopKit", locale: "de") == nil)
        #expect(translations.missingLocales(for: "Photos") == ["ar", "ja"])
    }

    @Test(arguments: [
        // A colon left out after a key.
        ("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"Reviews\" : {\n      \"localizations\" : {\n        \"de\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" \"Bewertungen\" } }\n      }\n    }\n  }\n}\n",
         6, 67, "invalid JSON: expected ':' after the key \"value\", found '\"'"),
        // Two commas.
        ("{\n  \"sourceLanguage\" : \"en\",,\n  \"strings\" : {}\n}\n", 2, 27, "invalid JSON: expected a key in double quotes after ',', found ','"),
        ("{ \"sourceLanguage\" : \"\\ud83d!\" }", 1, 23, "invalid JSON: a high surrogate escape (\\uD83D) without a low one after it"),
        // A missing comma between two members.
        ("{\n  \"sourceLanguage\" : \"en\"\n  \"strings\" : {}\n}\n", 3, 3, "invalid JSON: expected ',' or '}' after the value of \"sourceLanguage\", found '\"'"),
        // A string broken by a line end.
        ("{\n  \"sourceLanguage\" : \"en,\n  \"strings\" : {}\n}\n", 2, 22, "invalid JSON: string is not closed before the end of the line (a line break inside a string is written \\n)"),
        // Columns count characters, not bytes.
        ("{ \"sourceLanguage\" : \"en\", \"strings\" : { \"レビュー\" : { \"localizations\" : { \"ja\" : x } } } }", 1, 80, "invalid JSON: expected a value, found 'x'"),
        ("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n", 4, 1, "invalid JSON: expected a key in double quotes or '}', found the end of the document"),
        ("", 1, 1, "invalid JSON: the document is empty; expected a JSON value"),
        ("{ \"sourceLanguage\" : \"en\", \"strings\" : { \"A\" : { \"shouldTranslate\" : False } } }", 1, 70, "invalid JSON: expected a value, found 'False' (JSON writes true, false and null in lower case)"),
        ("{ \"sourceLanguage\" : \"e\\q\" }", 1, 24, "invalid JSON: invalid escape '\\q' in a string"),
        ("{ \"sourceLanguage\" : \"en\" } }", 1, 29, "invalid JSON: expected the end of the document after the JSON value, found '}'"),
    ])
    func malformedJSONIsAnErrorAtItsPlace(text: String, line: Int, column: Int, message: String) throws {
        let catalog = Self.parse(text)
        let diagnostic = try #require(catalog.diagnostics.first)
        #expect(catalog.diagnostics.count == 1)
        #expect(diagnostic.id == "translation.syntax")
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location == SourceLocation(file: "Localizable.xcstrings", line: line, column: column))
        #expect(diagnostic.message == message)
        #expect(catalog.entries.isEmpty)
    }

    @Test func aValueOfTheWrongKindIsReportedAndTheOtherKeysLoad() throws {
        let text = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Photos" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : 3 } }
              }
            },
            "Reviews" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Bewertungen" } },
                "ja" : { "stringUnit" : { "state" : "translated" } }
              }
            },
            "Saved" : []
          }
        }
        """
        let catalog = Self.parse(text)
        #expect(catalog.diagnostics.map(\.message).sorted() == [
            "\"Saved\" must be an object",
            "in \"Photos\": localizations.de.stringUnit.value must be text",
            "in \"Reviews\": localizations.ja.stringUnit needs 'value'",
        ])
        #expect(catalog.diagnostics.allSatisfy { $0.id == "translation.structure" && $0.severity == .error })
        let located = Dictionary(uniqueKeysWithValues: catalog.diagnostics.map { ($0.message, $0.location.map { [$0.line, $0.column] } ?? []) })
        #expect(located["in \"Photos\": localizations.de.stringUnit.value must be text"] == [6, 69])
        #expect(located["in \"Reviews\": localizations.ja.stringUnit needs 'value'"] == [12, 33])
        #expect(located["\"Saved\" must be an object"] == [15, 15])
        #expect(catalog.entries.contains { $0.text == "Bewertungen" })
    }

    @Test(arguments: [
        ("{ \"strings\" : {} }", "a String Catalog needs 'sourceLanguage'", 1, 1),
        ("[ \"Reviews\" ]", "a String Catalog must be a JSON object", 1, 1),
        ("{\n  \"sourceLanguage\" : 1\n}", "sourceLanguage must be text", 2, 22),
    ])
    func aCatalogOfTheWrongShapeIsAnError(text: String, message: String, line: Int, column: Int) throws {
        let diagnostic = try #require(Self.parse(text).diagnostics.first)
        #expect(diagnostic.id == "translation.structure")
        #expect(diagnostic.message == message)
        #expect(diagnostic.location.map { [$0.line, $0.column] } == [line, column])
    }
}

/// Catalogs are read by the one JSON reader: positions after escapes and wide characters,
/// duplicate keys, depth, and the strictness Foundation's decoder did not have.
@Suite struct TranslationJSONPositionTests {
    @Test func valuesAndKeysAreLocatedAfterEscapesAndWideCharacters() throws {
        let text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : { \"caf\\u00e9\" : { \"localizations\" : { \"de\" : { \"stringUnit\" : { \"value\" : \"レビュー\" } } } },\n  \"\\ud83d\\ude00\" : {} }\n}"
        let catalog = StringCatalogParser.parse(SourceText(path: "p.xcstrings", text: text))
        #expect(catalog.diagnostics.isEmpty)
        let german = try #require(catalog.entries.first { $0.locale == "de" })
        #expect(german.key == "café")
        #expect(german.location == SourceLocation(file: "p.xcstrings", line: 3, column: 89))
        // A key without a source localization is its own source text, placed at the key.
        let smile = try #require(catalog.entries.first { $0.key == "😀" })
        #expect(smile.location == SourceLocation(file: "p.xcstrings", line: 4, column: 3))
    }

    @Test func aDuplicateKeyIsLocatedWhereItsValueIsRead() throws {
        let text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"Reviews\" : { \"localizations\" : { \"de\" : { \"stringUnit\" : { \"value\" : \"Bewertungen\" } } } },\n    \"Reviews\" : { \"localizations\" : { \"de\" : { \"stringUnit\" : { \"value\" : \"Rezensionen\" } } } }\n  }\n}"
        let entry = try #require(StringCatalogParser.parse(SourceText(path: "d.xcstrings", text: text)).entries.first { $0.locale == "de" })
        #expect(entry.text == "Bewertungen")
        #expect(textAt(entry.location, in: text).hasPrefix("\"" + entry.text))
    }

    @Test func deepNestingIsRefusedNotOverflowed() {
        let catalog = StringCatalogParser.parse(SourceText(path: "deep.xcstrings", text: "{ \"strings\" : " + String(repeating: "[", count: 100_000)))
        #expect(catalog.diagnostics.map(\.id) == ["translation.syntax"])
        #expect(catalog.diagnostics.first?.message == "invalid JSON: nesting deeper than 512 levels")
        #expect(catalog.diagnostics.first?.location?.column == 526)
    }

    /// Foundation's decoder took a trailing comma; RFC 8259 does not, and neither does Xcode write one.
    @Test(arguments: [("{ \"sourceLanguage\" : \"en\", }", 1, 28), ("{ \"sourceLanguage\" : \"en\", \"strings\" : { \"A\" : {}, } }", 1, 52)])
    func aTrailingCommaIsASyntaxError(text: String, line: Int, column: Int) throws {
        let diagnostic = try #require(StringCatalogParser.parse(SourceText(path: "t.xcstrings", text: text)).diagnostics.first)
        #expect(diagnostic.id == "translation.syntax")
        #expect(diagnostic.location.map { [$0.line, $0.column] } == [line, column])
    }
}
