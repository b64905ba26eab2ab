import DevInfoKit

/// `devinfo --completion bash|zsh|fish`: a completion script for the shell, written from the option table
/// (every option's spellings, the values of those with a fixed list), with identifiers completed from
/// `devinfo --list --tsv` at the time of completion.
enum Completion {
    enum Shell: String, CaseIterable {
        case bash, zsh, fish
    }

    static func script(_ shell: Shell) -> String {
        let flags = Flag.allCases.map(\.spec)
        switch shell {
        case .bash:
            var out = "# bash completion for devinfo (devinfo --completion bash); source it, or put it in\n"
            out += "# /usr/share/bash-completion/completions/devinfo\n"
            out += "_devinfo() {\n"
            out += "    local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\"\n"
            out += "    case \"$prev\" in\n"
            for spec in flags where spec.value != nil {
                let words = spec.choices.joined(separator: " ")
                out += "        \(spec.names.joined(separator: "|"))) COMPREPLY=($(compgen -W \"\(words)\" -- \"$cur\")); return ;;\n"
            }
            out += "        help) COMPREPLY=($(compgen -W \"\(Help.topics.joined(separator: " "))\" -- \"$cur\")); return ;;\n"
            out += "    esac\n"
            out += "    if [[ \"$cur\" == -* ]]; then\n"
            out += "        COMPREPLY=($(compgen -W \"\(flags.flatMap(\.names).joined(separator: " ")) --\" -- \"$cur\"))\n"
            out += "    else\n"
            out += "        COMPREPLY=($(compgen -W \"$(devinfo --list --tsv 2>/dev/null | cut -f1)\" -- \"$cur\"))\n"
            out += "    fi\n"
            out += "}\n"
            out += "complete -F _devinfo devinfo\n"
            return out
        case .zsh:
            var out = "#compdef devinfo\n# zsh completion for devinfo (devinfo --completion zsh); put it on $fpath as _devinfo\n"
            out += "_devinfo() {\n    _arguments -s \\\n"
            for spec in flags {
                let help = spec.help.replacingOccurrences(of: Character("'"), with: "").replacingOccurrences(of: Character("["), with: "(").replacingOccurrences(of: Character("]"), with: ")")
                let value = spec.value.map { placeholder in
                    ":\(placeholder):" + (spec.choices.isEmpty ? " " : "(\(spec.choices.joined(separator: " ")))")
                } ?? ""
                for name in spec.names {
                    out += "        '\(name)[\(help)]\(value)' \\\n"
                }
            }
            out += "        '*:identifier:->identifiers' && return\n"
            out += "    compadd -- ${(f)\"$(devinfo --list --tsv 2>/dev/null | cut -f1)\"}\n"
            out += "}\n_devinfo \"$@\"\n"
            return out
        case .fish:
            var out = "# fish completion for devinfo (devinfo --completion fish); put it in ~/.config/fish/completions/devinfo.fish\n"
            out += "complete -c devinfo -f -a '(devinfo --list --tsv 2>/dev/null | cut -f1)'\n"
            for spec in flags {
                var line = "complete -c devinfo"
                for name in spec.names {
                    line += name.hasPrefix("--") ? " -l \(name.dropFirst(2))" : " -s \(name.dropFirst())"
                }
                if spec.value != nil { line += " -r" + (spec.choices.isEmpty ? "" : " -a '\(spec.choices.joined(separator: " "))'") }
                line += " -d '\(spec.help.replacingOccurrences(of: Character("'"), with: ""))'"
                out += line + "\n"
            }
            return out
        }
    }
}

extension String {
    /// The string with every `target` replaced by `replacement` (Foundation-free).
    func replacingOccurrences(of target: Character, with replacement: String) -> String {
        var out = ""
        for character in self { if character == target { out += replacement } else { out.append(character) } }
        return out
    }
}
