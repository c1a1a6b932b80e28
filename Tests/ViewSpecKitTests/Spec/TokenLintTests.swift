import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// The token lint as a check of the spec stage: it walks the nodes the spec checker walked and
/// reads of the resolved screen only what `TokenLint.Screen` says.
@Suite struct TokenLintTests {
    static let spec = """
        viewspec: 1
        tokens:
          padding: { gutter: 20, spare: 10 }
        palettes:
          dusk: { extends: navy, card: "#1F2550", onTabBar: "#FFFFFF" }
        palette: dusk
        root:
          stack.vertical:
            spacing: 12
            children:
              - view: { height: 20, background: "#1F2550" }
              - stack.vertical: { spacing: $gutter, children: [{ view: { height: 10 } }] }
        """

    /// The lint the spec checker hands back for `yaml`, which must check without errors.
    static func lint(_ yaml: String) throws -> TokenLint {
        var bag = DiagnosticBag()
        let root = try #require(YAMLParser.parse(SourceFile(path: "t.yaml", text: yaml), diagnostics: &bag))
        let spec = try #require(SpecDecoder.decode(root, diagnostics: &bag))
        let lint = SpecChecker.checkedWithTokenLint(spec, diagnostics: &bag)
        #expect(!bag.hasErrors, "\(bag.sorted)")
        return lint
    }

    static func screen(roles: [(role: String, color: RGBA)] = [], readByKinds: Set<String> = [])
        -> TokenLint.Screen
    {
        TokenLint.Screen(roles: roles, tokenColor: { _ in nil }, rolesReadByKinds: readByKinds)
    }

    static func report(_ findings: [Diagnostic]) -> [String] {
        findings.map { "\($0.range?.lower.line ?? 0) \($0.id)" }
    }

    @Test func theScreenItIsGivenNamesLiteralsAndUsesRoles() throws {
        let lint = try Self.lint(Self.spec)
        let bare = lint.findings(on: Self.screen())
        #expect(
            Self.report(bare) == [
                "9 off-scale-spacing", "3 unused-token", "5 unused-palette-role", "5 unused-palette-role",
            ])
        #expect(bare.allSatisfy { $0.severity == .warning })
        let screen = Self.screen(roles: [("card", RGBA(hex: "#1F2550"))], readByKinds: ["onTabBar"])
        let found = lint.findings(on: screen)
        #expect(
            Self.report(found) == [
                "9 off-scale-spacing", "11 literal-colour", "3 unused-token", "5 unused-palette-role",
            ])
        #expect(found.last?.message == "palette 'dusk' sets 'card', which nothing on this screen uses")
    }

    /// Through the pipeline the screen is the resolved tree's: a tab bar's factory reads
    /// `onTabBar` in code, so a palette may set it.
    @Test func aRoleTheKindsReadIsUsed() {
        let withoutTabBar = validated(Self.spec).diagnostics.filter { $0.id == "unused-palette-role" }
        #expect(withoutTabBar.map(\.message).contains { $0.contains("'onTabBar'") })
        let tabBar = Self.spec + "\n      - tabBar: { items: [Home, Search] }\n"
        let found = validated(tabBar).diagnostics
        #expect(found.contains { $0.id == "literal-colour" }, "\(found)")
        #expect(!found.contains { $0.id == "unused-palette-role" && $0.message.contains("'onTabBar'") })
    }

    /// A gradient token's stops read the colour tokens and roles they name: those are used,
    /// whether the stops are tokens, roles or one side of a light/dark pair.
    @Test func aGradientTokensStopsAreUses() throws {
        let lint = try Self.lint(
            """
            viewspec: 1
            tokens:
              color: { dawn: "#FF5F6D", dusk: "#6A3093", night: "#101010", spare: "#FFFFFF" }
              gradient:
                sky: { colors: [$dawn, $dusk] }
                late: { colors: [{ light: $dusk, dark: $night }, card] }
            palettes:
              dusk: { extends: navy, card: "#1F2550" }
            palette: dusk
            root:
              view: { background: $sky, children: [{ view: { background: $late, height: 20 } }] }
            """)
        let found = lint.findings(on: Self.screen())
        #expect(found.map(\.message) == ["the token 'spare' is never used"], "\(found)")
    }

    /// A literal is named only by a role of its job (a fill role for a background, a role drawn
    /// on a fill for text) that stays that colour in both appearances, as a literal does.
    @Test func aLiteralIsNamedByARoleOfTheSameJobAndAppearance() {
        func suggestions(_ palette: String) -> [String] {
            validated(
                """
                viewspec: 1
                palette: \(palette)
                root:
                  view:
                    background: "#FFFFFF"
                    children:
                      - label.body: { text: Black, color: "#000000" }
                      - label.body: { text: White, color: "#FFFFFF" }
                      - view: { background: "#2A3464", height: 20 }
                """
            ).diagnostics.filter { $0.id == "literal-colour" }.map {
                "\($0.range?.lower.line ?? 0) \($0.message)"
            }
        }
        // navy: white is only text roles' colour, so the white background has no name.
        #expect(
            suggestions("navy") == [
                "8 the literal #FFFFFF is 'onNavigationBar'; name it, so a palette change reaches it",
                "9 the literal #2A3464 is 'tabBar'; name it, so a palette change reaches it",
            ])
        // system: black text and a white background are 'labelBody' and 'card' in light only;
        // white text is 'onButtonFab' in both.
        #expect(
            suggestions("system") == [
                "8 the literal #FFFFFF is 'onButtonFab'; name it, so a palette change reaches it"
            ])
    }

    /// Only with the audits on, and only on a spec without errors.
    @Test func itRunsWithTheAuditsOnAndNoErrors() {
        let lintIDs: Set<String> = [
            "off-scale-spacing", "unused-token", "unused-palette-role", "literal-colour",
        ]
        #expect(validated(Self.spec).diagnostics.contains { lintIDs.contains($0.id) })
        let quiet = validated(Self.spec, options: Pipeline.Options(audits: false)).diagnostics
        #expect(!quiet.contains { lintIDs.contains($0.id) }, "\(quiet)")
        let broken = validated(Self.spec + "\n      - view: { background: nowhere }\n").diagnostics
        #expect(broken.contains { $0.severity == .error })
        #expect(!broken.contains { lintIDs.contains($0.id) }, "\(broken)")
    }

    /// The roles a kind reads are its factory's: those its defaults name at any depth (a FAB's
    /// gradient) and those it reads in code (a tab bar's unselected items).
    @Test func aKindsRolesAreItsFactorys() {
        #expect(BuiltinKind.tabBar.factory.rolesRead == ["tabBar", "onTabBarActive", "onTabBar"])
        for fab in [BuiltinKind.buttonMainFab, .buttonMiniFab] {
            #expect(
                fab.factory.rolesRead.isSuperset(of: [
                    "buttonFabGradientFirst", "buttonFabGradientLast", "onButtonFab",
                ]))
        }
        #expect(BuiltinKind.view.factory.rolesRead.isEmpty)
    }
}
