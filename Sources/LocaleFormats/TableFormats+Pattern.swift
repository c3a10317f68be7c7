extension TableFormats {
    /// A CLDR pattern written out: each run of a letter by `field(letter, count)`, quoted text
    /// as it is (`''` is a quote), other characters as they are.
    func format(_ pattern: String, field: (Character, Int) -> String?) -> String {
        var output = ""
        let characters = Array(pattern)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "'" {
                if index + 1 < characters.count, characters[index + 1] == "'" {
                    output.append("'")
                    index += 2
                    continue
                }
                index += 1
                while index < characters.count {
                    if characters[index] == "'" {
                        if index + 1 < characters.count, characters[index + 1] == "'" {
                            output.append("'")
                            index += 2
                            continue
                        }
                        break
                    }
                    output.append(characters[index])
                    index += 1
                }
                index += 1
            } else if character.isASCII, character.isLetter {
                var end = index
                while end < characters.count, characters[end] == character { end += 1 }
                output += field(character, end - index) ?? String(characters[index..<end])
                index = end
            } else {
                output.append(character)
                index += 1
            }
        }
        return output
    }
}
