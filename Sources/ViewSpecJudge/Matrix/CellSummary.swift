import ViewSpecCore
import ViewSpecLanguage
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

/// The note under a finding that says where in the matrix it occurs, as compactly as the cells
/// allow: "in 6 of 48 cells: iphone-se at AX3 and above, dark".
///
/// A dimension whose every value is among the cells is left out; a run of content sizes up to the
/// largest reads "at AX3 and above", which is the Dynamic Type audit's answer.
enum CellSummary {
    static func text(_ cells: [MatrixCell], of matrix: Matrix) -> String {
        var byDevice: [(device: String, resolutions: [Matrix.Resolution])] = []
        for device in matrix.devices {
            let resolutions = cells.filter { $0.device == device }.map {
                Matrix.Resolution(
                    contentSize: $0.contentSize, appearance: $0.appearance, direction: $0.direction)
            }
            if !resolutions.isEmpty { byDevice.append((device, resolutions)) }
        }
        // Devices with the same description share it: "iphone-se and ipad at AX5".
        var groups: [(devices: [String], description: String)] = []
        for entry in byDevice {
            let description = self.description(entry.resolutions, of: matrix)
            if let index = groups.firstIndex(where: { $0.description == description }) {
                groups[index].devices.append(entry.device)
            } else {
                groups.append(([entry.device], description))
            }
        }
        let parts = groups.map { group -> String in
            let devices: String
            if matrix.devices.count == 1 {
                devices = ""
            } else if group.devices.count == matrix.devices.count {
                devices = "every device"
            } else {
                devices = list(group.devices)
            }
            return [devices, group.description].filter { !$0.isEmpty }.joined(separator: " ")
        }
        let scope = parts.joined(separator: "; ")
        return "in \(cells.count) of \(matrix.count) cells" + (scope.isEmpty ? "" : ": " + scope)
    }

    /// "at AX3 and above, dark, rtl" for one device's cells; empty when they are all of them.
    private static func description(_ resolutions: [Matrix.Resolution], of matrix: Matrix) -> String {
        let sizes = matrix.contentSizes.filter { size in resolutions.contains { $0.contentSize == size } }
        let appearances = matrix.appearances.filter { value in resolutions.contains { $0.appearance == value }
        }
        let directions = matrix.directions.filter { value in resolutions.contains { $0.direction == value } }
        if sizes.count * appearances.count * directions.count == Set(resolutions).count {
            var phrases: [String] = []
            if sizes.count < matrix.contentSizes.count { phrases.append(self.sizes(sizes, of: matrix)) }
            if appearances.count < matrix.appearances.count {
                phrases.append(list(appearances.map(\.rawValue)))
            }
            if directions.count < matrix.directions.count {
                phrases.append(list(directions.map(\.shortName)))
            }
            return phrases.joined(separator: ", ")
        }
        // Not a product of values: each appearance and direction with its sizes.
        var phrases: [String] = []
        for appearance in matrix.appearances {
            for direction in matrix.directions {
                let sizes = matrix.contentSizes.filter { size in
                    resolutions.contains {
                        $0.contentSize == size && $0.appearance == appearance && $0.direction == direction
                    }
                }
                guard !sizes.isEmpty else { continue }
                var words: [String] = []
                if matrix.appearances.count > 1 { words.append(appearance.rawValue) }
                if matrix.directions.count > 1 { words.append(direction.shortName) }
                if sizes.count < matrix.contentSizes.count { words.append(self.sizes(sizes, of: matrix)) }
                phrases.append(words.joined(separator: " "))
            }
        }
        return phrases.joined(separator: "; ")
    }

    /// "at AX3 and above" (a run up to the largest size), "at small…large", "at xSmall and AX5".
    static func sizes(_ sizes: [ContentSizeCategory], of matrix: Matrix) -> String {
        let positions = sizes.compactMap { matrix.contentSizes.firstIndex(of: $0) }
        let isRun = positions.enumerated().allSatisfy { $0.element == positions[0] + $0.offset }
        if isRun, sizes.count > 1, positions.last == matrix.contentSizes.count - 1 {
            return "at \(sizes[0].rawValue) and above"
        }
        if isRun, sizes.count > 2 {
            return "at \(sizes[0].rawValue)…\(sizes[sizes.count - 1].rawValue)"
        }
        return "at " + list(sizes.map(\.rawValue))
    }

    /// "a", "a and b", "a, b and c".
    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }
}
