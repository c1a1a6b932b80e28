import ViewSpecCore
import ViewSpecLanguage
import ViewSpecSyntax

/// The components the specs of a run declare, for `viewspec schema FOLDER`: the files are found
/// as `validate` finds them (`SpecInputs`: folders walked, hidden entries skipped, each
/// folder's `.viewspec.yml` selecting its specs) and read only as far as their syntax.
package enum SchemaComponents {
    package struct Found: Sendable {
        /// Every declaration, in the files' order and each file's.
        package var components: [ComponentSignature] = []
        /// What kept a file from being read: a file that cannot be read, YAML that does not
        /// parse, a configuration with errors.
        package var diagnostics: [Diagnostic] = []
        /// The files read, for the diagnostics' excerpts.
        package var sources: [SourceFile] = []
    }

    package static func read(_ paths: [String]) -> Found {
        let configurations = Configurations(explicit: nil)
        let (files, problems, _) = SpecInputs.expand(paths, configurations: configurations)
        var found = Found()
        var bag = DiagnosticBag()
        for path in files {
            guard let source = SourceLoader.load(path: path, diagnostics: &bag) else { continue }
            found.sources.append(source)
            guard let root = YAMLParser.parse(source, diagnostics: &bag) else { continue }
            found.components += ComponentSignature.declared(in: root)
        }
        found.diagnostics = problems + configurations.diagnostics + bag.sorted
        found.sources += configurations.sources
        return found
    }
}
