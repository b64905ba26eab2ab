import DevInfoKit

/// `devinfo --completion bash|zsh|fish`: a completion script for the shell, written from the option table
/// (every option's spellings, the values of those with a fixed list), with identifiers completed from
/// `devinfo --list --tsv` at the time of completion.
enum Completion {
    enum Shell: String, CaseIterable {
        case bash, zsh, fish
    }

    /// What each option's value may be completed with, from its declaration (``FlagSpec``): its fixed list
    /// of choices, or nothing for a free value (`--os 17`, `--screen 1170x2532`: a number or a size is
    /// typed, never an identifier or a file name). `--help`'s topics follow it as an operand.
    static var valueWords: [(names: [String], words: [String])] {
        Flag.allCases.map(\.spec).filter { $0.value != nil }.map { ($0.names, $0.choices) }
    }

    /// The spellings of `--help` and the `help` command, which the help topics (``Help/topics``) follow.
    static var helpNames: [String] { Flag.help.spec.names + ["help"] }

    static func script(_ shell: Shell) -> String {
        let flags = Flag.allCases.map(\.spec)
        switch shell {
        case .bash:
            var out = "# bash completion for devinfo (devinfo --completion bash); source it, or put it in\n"
            out += "# /usr/share/bash-completion/completions/devinfo\n"
            out += "_devinfo() {\n"
            out += "    local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\"\n"
            out += "    case \"$prev\" in\n"
            for (names, words) in valueWords {
                // A free value: nothing to offer (no identifier, no file name).
                out +=
                    "        \(names.joined(separator: "|"))) COMPREPLY=(\(words.isEmpty ? "" : "$(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\")")); return ;;\n"
            }
            out += "        \(helpNames.joined(separator: "|"))) COMPREPLY=($(compgen -W \"\(Help.topics.joined(separator: " "))\" -- \"$cur\")); return ;;\n"
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
            out += "_devinfo() {\n    local context state state_descr line\n    typeset -A opt_args\n    _arguments -s \\\n"
            for spec in flags {
                let help = spec.help.replacingOccurrences(of: Character("'"), with: "").replacingOccurrences(of: Character("["), with: "(")
                    .replacingOccurrences(of: Character("]"), with: ")")
                // A free value shows its placeholder and offers nothing (the action ' ').
                let value =
                    spec.value.map { placeholder in
                        ":\(placeholder.replacingOccurrences(of: Character(":"), with: "")):"
                            + (spec.choices.isEmpty ? " " : "(\(spec.choices.joined(separator: " ")))")
                    } ?? ""
                for name in spec.names {
                    out += "        '\(name)[\(help)]\(value)' \\\n"
                }
            }
            out += "        '*:identifier:->operands' && return 0\n"
            // Only where _arguments asked for an operand: never as an option's value.
            out += "    [[ $state == operands ]] || return 1\n"
            out += "    if (( ${words[(I)(\(helpNames.joined(separator: "|")))]} )); then\n"
            out += "        compadd -- \(Help.topics.joined(separator: " "))\n"
            out += "    else\n"
            out += "        compadd -- ${(f)\"$(devinfo --list --tsv 2>/dev/null | cut -f1)\"}\n"
            out += "    fi\n"
            out += "}\n_devinfo \"$@\"\n"
            return out
        case .fish:
            var out = "# fish completion for devinfo (devinfo --completion fish); put it in ~/.config/fish/completions/devinfo.fish\n"
            // Identifiers as operands, never file names; an option's value is completed by its own line.
            out +=
                "complete -c devinfo -f -n 'not __fish_seen_subcommand_from \(helpNames.joined(separator: " "))' -a '(devinfo --list --tsv 2>/dev/null | cut -f1)'\n"
            out += "complete -c devinfo -f -n '__fish_seen_subcommand_from \(helpNames.joined(separator: " "))' -a '\(Help.topics.joined(separator: " "))'\n"
            for spec in flags {
                var line = "complete -c devinfo"
                for name in spec.names {
                    line += name.hasPrefix("--") ? " -l \(name.dropFirst(2))" : " -s \(name.dropFirst())"
                }
                // -x: the option takes a value and no file name; -a: its choices, when it has a list.
                if spec.value != nil { line += " -x" + (spec.choices.isEmpty ? "" : " -a '\(spec.choices.joined(separator: " "))'") }
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
