import ViewSpecCore
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

/// The printable ASCII character that a non-ASCII scalar's canonical decomposition (Unicode's
/// NFD) keeps, for the ASCII renderer's transliteration: `é` → `e`, `Å` → `A`, `≠` → `=`.
///
/// A table rather than a call to Foundation's `decomposedStringWithCanonicalMapping`: that
/// one function would be the only reason the library needs all of Foundation (and its ICU
/// data), which every run of `viewspec` would then load before it reads a byte (see
/// docs/benchmarks.md, "Start-up"). Canonical decompositions never change once a character is
/// encoded, and ASCIIFoldingTests checks every scalar against Foundation's.
enum ASCIIFolding {
    /// The ASCII character `scalar` decomposes to, or nil when its decomposition keeps none.
    static func base(of scalar: Unicode.Scalar) -> UInt8? {
        var low = 0
        var high = table.count
        while low < high {
            let middle = (low + high) / 2
            if table[middle].scalar < scalar.value { low = middle + 1 } else { high = middle }
        }
        return low < table.count && table[low].scalar == scalar.value ? table[low].ascii : nil
    }

    /// Sorted by scalar.
    private static let table: [(scalar: UInt32, ascii: UInt8)] = decompositions.split(
        whereSeparator: { $0 == " " || $0 == "\n" }
    ).map { item in
        guard let scalar = UInt32(item.dropLast(), radix: 16), let ascii = item.last?.asciiValue else {
            preconditionFailure("each item of `decompositions` is a scalar in hexadecimal, then ASCII")
        }
        return (scalar, ascii)
    }

    /// Each item is a scalar in hexadecimal followed by the ASCII character it keeps.
    private static let decompositions = """
        00C0A 00C1A 00C2A 00C3A 00C4A 00C5A 00C7C 00C8E 00C9E 00CAE 00CBE 00CCI 00CDI 00CEI
        00CFI 00D1N 00D2O 00D3O 00D4O 00D5O 00D6O 00D9U 00DAU 00DBU 00DCU 00DDY 00E0a 00E1a
        00E2a 00E3a 00E4a 00E5a 00E7c 00E8e 00E9e 00EAe 00EBe 00ECi 00EDi 00EEi 00EFi 00F1n
        00F2o 00F3o 00F4o 00F5o 00F6o 00F9u 00FAu 00FBu 00FCu 00FDy 00FFy 0100A 0101a 0102A
        0103a 0104A 0105a 0106C 0107c 0108C 0109c 010AC 010Bc 010CC 010Dc 010ED 010Fd 0112E
        0113e 0114E 0115e 0116E 0117e 0118E 0119e 011AE 011Be 011CG 011Dg 011EG 011Fg 0120G
        0121g 0122G 0123g 0124H 0125h 0128I 0129i 012AI 012Bi 012CI 012Di 012EI 012Fi 0130I
        0134J 0135j 0136K 0137k 0139L 013Al 013BL 013Cl 013DL 013El 0143N 0144n 0145N 0146n
        0147N 0148n 014CO 014Do 014EO 014Fo 0150O 0151o 0154R 0155r 0156R 0157r 0158R 0159r
        015AS 015Bs 015CS 015Ds 015ES 015Fs 0160S 0161s 0162T 0163t 0164T 0165t 0168U 0169u
        016AU 016Bu 016CU 016Du 016EU 016Fu 0170U 0171u 0172U 0173u 0174W 0175w 0176Y 0177y
        0178Y 0179Z 017Az 017BZ 017Cz 017DZ 017Ez 01A0O 01A1o 01AFU 01B0u 01CDA 01CEa 01CFI
        01D0i 01D1O 01D2o 01D3U 01D4u 01D5U 01D6u 01D7U 01D8u 01D9U 01DAu 01DBU 01DCu 01DEA
        01DFa 01E0A 01E1a 01E6G 01E7g 01E8K 01E9k 01EAO 01EBo 01ECO 01EDo 01F0j 01F4G 01F5g
        01F8N 01F9n 01FAA 01FBa 0200A 0201a 0202A 0203a 0204E 0205e 0206E 0207e 0208I 0209i
        020AI 020Bi 020CO 020Do 020EO 020Fo 0210R 0211r 0212R 0213r 0214U 0215u 0216U 0217u
        0218S 0219s 021AT 021Bt 021EH 021Fh 0226A 0227a 0228E 0229e 022AO 022Bo 022CO 022Do
        022EO 022Fo 0230O 0231o 0232Y 0233y 037E; 1E00A 1E01a 1E02B 1E03b 1E04B 1E05b 1E06B
        1E07b 1E08C 1E09c 1E0AD 1E0Bd 1E0CD 1E0Dd 1E0ED 1E0Fd 1E10D 1E11d 1E12D 1E13d 1E14E
        1E15e 1E16E 1E17e 1E18E 1E19e 1E1AE 1E1Be 1E1CE 1E1De 1E1EF 1E1Ff 1E20G 1E21g 1E22H
        1E23h 1E24H 1E25h 1E26H 1E27h 1E28H 1E29h 1E2AH 1E2Bh 1E2CI 1E2Di 1E2EI 1E2Fi 1E30K
        1E31k 1E32K 1E33k 1E34K 1E35k 1E36L 1E37l 1E38L 1E39l 1E3AL 1E3Bl 1E3CL 1E3Dl 1E3EM
        1E3Fm 1E40M 1E41m 1E42M 1E43m 1E44N 1E45n 1E46N 1E47n 1E48N 1E49n 1E4AN 1E4Bn 1E4CO
        1E4Do 1E4EO 1E4Fo 1E50O 1E51o 1E52O 1E53o 1E54P 1E55p 1E56P 1E57p 1E58R 1E59r 1E5AR
        1E5Br 1E5CR 1E5Dr 1E5ER 1E5Fr 1E60S 1E61s 1E62S 1E63s 1E64S 1E65s 1E66S 1E67s 1E68S
        1E69s 1E6AT 1E6Bt 1E6CT 1E6Dt 1E6ET 1E6Ft 1E70T 1E71t 1E72U 1E73u 1E74U 1E75u 1E76U
        1E77u 1E78U 1E79u 1E7AU 1E7Bu 1E7CV 1E7Dv 1E7EV 1E7Fv 1E80W 1E81w 1E82W 1E83w 1E84W
        1E85w 1E86W 1E87w 1E88W 1E89w 1E8AX 1E8Bx 1E8CX 1E8Dx 1E8EY 1E8Fy 1E90Z 1E91z 1E92Z
        1E93z 1E94Z 1E95z 1E96h 1E97t 1E98w 1E99y 1EA0A 1EA1a 1EA2A 1EA3a 1EA4A 1EA5a 1EA6A
        1EA7a 1EA8A 1EA9a 1EAAA 1EABa 1EACA 1EADa 1EAEA 1EAFa 1EB0A 1EB1a 1EB2A 1EB3a 1EB4A
        1EB5a 1EB6A 1EB7a 1EB8E 1EB9e 1EBAE 1EBBe 1EBCE 1EBDe 1EBEE 1EBFe 1EC0E 1EC1e 1EC2E
        1EC3e 1EC4E 1EC5e 1EC6E 1EC7e 1EC8I 1EC9i 1ECAI 1ECBi 1ECCO 1ECDo 1ECEO 1ECFo 1ED0O
        1ED1o 1ED2O 1ED3o 1ED4O 1ED5o 1ED6O 1ED7o 1ED8O 1ED9o 1EDAO 1EDBo 1EDCO 1EDDo 1EDEO
        1EDFo 1EE0O 1EE1o 1EE2O 1EE3o 1EE4U 1EE5u 1EE6U 1EE7u 1EE8U 1EE9u 1EEAU 1EEBu 1EECU
        1EEDu 1EEEU 1EEFu 1EF0U 1EF1u 1EF2Y 1EF3y 1EF4Y 1EF5y 1EF6Y 1EF7y 1EF8Y 1EF9y 1FEF`
        212AK 212BA 2260= 226E< 226F>
        """
}
