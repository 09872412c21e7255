//! `new-locale`: starts a language. Every message of the reference language is copied commented
//! out, with its source text, so the site falls back until a translator fills it in; the language
//! is added to `site.toml` with its own name, writing direction and quotation marks, and starts
//! an empty record of what its units are translated from (`translated.toml`).

use crate::site::author::AuthorError;
use std::path::{Path, PathBuf};

use fluent_bundle::{FluentBundle, FluentResource};
use fluent_syntax::ast::{Entry, PatternElement};

use crate::site::lint::game_name_casing::{MID, PARAMETER, START};
use crate::site::load::config::{Direction, SiteConfig};
use crate::site::load::language_tag::{check_tag_folder, parse_tag};
use crate::site::load::layout::{CONFIG_FILE, LOCALES};
use crate::site::sources::Record;

/// The file of game names, which starts as a skeleton of their sentence-position forms.
const NAMES_FILE: &str = "games.ftl";

/// What a new language starts with when the tag is a well-known one.
struct Known {
    tag: &'static str,
    name: &'static str,
    quotes: [&'static str; 4],
}

/// Own names and quotation marks (primary, then secondary) of languages a translator may add.
const KNOWN: &[Known] = &[
    Known {
        tag: "ar",
        name: "العربية",
        quotes: ["«", "»", "“", "”"],
    },
    Known {
        tag: "cs",
        name: "Čeština",
        quotes: ["„", "“", "‚", "‘"],
    },
    Known {
        tag: "da",
        name: "Dansk",
        quotes: ["»", "«", "›", "‹"],
    },
    Known {
        tag: "de",
        name: "Deutsch",
        quotes: ["„", "“", "‚", "‘"],
    },
    Known {
        tag: "en",
        name: "English",
        quotes: ["“", "”", "‘", "’"],
    },
    Known {
        tag: "es",
        name: "Español",
        quotes: ["«", "»", "“", "”"],
    },
    Known {
        tag: "fi",
        name: "Suomi",
        quotes: ["”", "”", "’", "’"],
    },
    // French puts a narrow no-break space inside its guillemets.
    Known {
        tag: "fr",
        name: "Français",
        quotes: ["«\u{202F}", "\u{202F}»", "“", "”"],
    },
    Known {
        tag: "fy",
        name: "Frysk",
        quotes: ["“", "”", "‘", "’"],
    },
    Known {
        tag: "he",
        name: "עברית",
        quotes: ["”", "”", "’", "’"],
    },
    Known {
        tag: "hu",
        name: "Magyar",
        quotes: ["„", "”", "»", "«"],
    },
    Known {
        tag: "it",
        name: "Italiano",
        quotes: ["«", "»", "“", "”"],
    },
    Known {
        tag: "ja",
        name: "日本語",
        quotes: ["「", "」", "『", "』"],
    },
    Known {
        tag: "nb",
        name: "Norsk bokmål",
        quotes: ["«", "»", "‘", "’"],
    },
    Known {
        tag: "nl",
        name: "Nederlands",
        quotes: ["“", "”", "‘", "’"],
    },
    Known {
        tag: "nn",
        name: "Norsk nynorsk",
        quotes: ["«", "»", "‘", "’"],
    },
    Known {
        tag: "pl",
        name: "Polski",
        quotes: ["„", "”", "«", "»"],
    },
    Known {
        tag: "pt",
        name: "Português",
        quotes: ["“", "”", "‘", "’"],
    },
    // Brazilian Portuguese uses curly double quotes, as its press and publishers do.
    Known {
        tag: "pt-BR",
        name: "Português (Brasil)",
        quotes: ["“", "”", "‘", "’"],
    },
    Known {
        tag: "ru",
        name: "Русский",
        quotes: ["«", "»", "„", "“"],
    },
    Known {
        tag: "sv",
        name: "Svenska",
        quotes: ["”", "”", "’", "’"],
    },
    Known {
        tag: "tr",
        name: "Türkçe",
        quotes: ["“", "”", "‘", "’"],
    },
    Known {
        tag: "uk",
        name: "Українська",
        quotes: ["«", "»", "„", "“"],
    },
    Known {
        tag: "zh-Hans",
        name: "简体中文",
        quotes: ["“", "”", "‘", "’"],
    },
    Known {
        tag: "zh-Hant",
        name: "繁體中文",
        quotes: ["「", "」", "『", "』"],
    },
];

/// `rulebook new-locale`: a new language's locale folder, its entry in `site.toml` and a first
/// copy of every message, marked for translation.
pub struct NewLocale<'a> {
    /// The site's folder.
    pub root: &'a Path,
    /// The language's BCP 47 tag, e.g. `pt-BR`.
    pub tag: &'a str,
    /// The language's own name; required when the tag is not a well-known one.
    pub name: Option<&'a str>,
    /// The writing direction; the usual one for the tag when not given.
    pub dir: Option<Direction>,
}

/// What was created.
#[derive(Debug)]
pub struct Created {
    /// The files written.
    pub files: Vec<PathBuf>,
    /// Messages copied for translation.
    pub messages: usize,
}

impl NewLocale<'_> {
    /// Creates the language: its folder and its `site.toml` entry; refuses a tag the site has or
    /// whose folder exists, and one whose pages would land in a folder the site already has.
    pub fn create(&self) -> Result<Created, AuthorError> {
        let id = parse_tag(self.tag)?;
        check_tag_folder(self.tag)?;
        let config = SiteConfig::load(self.root).map_err(AuthorError::Site)?;
        if config.language(self.tag).is_some() {
            return Err(AuthorError::Request(format!(
                "`{}` is already a language of this site",
                self.tag
            )));
        }
        let folder = self.root.join(LOCALES).join(self.tag);
        if folder.exists() {
            return Err(AuthorError::Request(format!(
                "{} already exists",
                folder.display()
            )));
        }
        let known = KNOWN.iter().find(|k| k.tag == self.tag);
        let name = match (self.name, known) {
            (Some(n), _) => n.to_string(),
            (None, Some(k)) => k.name.to_string(),
            (None, None) => {
                return Err(format!(
                    "give the language's own name with --name (e.g. --name \"Deutsch\"): `{}` is not one rulebook knows",
                    self.tag
                )
                .into())
            }
        };
        if name.trim().is_empty() || name.chars().any(char::is_control) {
            return Err(AuthorError::Request(format!(
                "expected a language name on one line, without control characters, found `{}`",
                name.escape_debug()
            )));
        }
        let quotes = known.map_or(["“", "”", "‘", "’"], |k| k.quotes);
        let dir = self.dir.unwrap_or_else(|| Direction::of_tag(&id));

        let reference = self.root.join(LOCALES).join(&config.reference_language);
        let mut sources: Vec<PathBuf> = std::fs::read_dir(&reference)
            .map_err(|e| AuthorError::io(&reference, "read", e))?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
            .collect();
        sources.sort();

        let mut created = Created {
            files: Vec::new(),
            messages: 0,
        };
        std::fs::create_dir_all(&folder).map_err(|e| AuthorError::io(&folder, "create", e))?;
        for source in sources {
            let text = std::fs::read_to_string(&source)
                .map_err(|e| AuthorError::io(&source, "read", e))?;
            let is_names = source.file_name().is_some_and(|n| n == NAMES_FILE);
            let (commented, count) = if is_names {
                names_skeleton(&text, &config.reference_language, self.tag)
            } else {
                commented_out(&text, &config.reference_language, self.tag)
            };
            let target = folder.join(source.file_name().unwrap_or_default());
            std::fs::write(&target, commented).map_err(|e| AuthorError::io(&target, "write", e))?;
            created.messages += count;
            created.files.push(target);
        }
        // An empty record: the language is tracked from its first translated unit, which
        // `check` asks to record with `rulebook translated`.
        Record::default()
            .save(self.root, self.tag)
            .map_err(|e| AuthorError::io(&self.root.join(Record::path(self.tag)), "write", e))?;
        created.files.push(self.root.join(Record::path(self.tag)));
        let site_toml = self.root.join(CONFIG_FILE);
        let mut toml_text = std::fs::read_to_string(&site_toml)
            .map_err(|e| AuthorError::io(&site_toml, "read", e))?;
        toml_text.push_str(&language_entry(
            self.tag,
            &name,
            dir,
            &config.reference_language,
            quotes,
        ));
        std::fs::write(&site_toml, toml_text)
            .map_err(|e| AuthorError::io(&site_toml, "write", e))?;
        created.files.push(site_toml);
        Ok(created)
    }
}

/// Every entry line commented out; comments and blank lines kept. Returns the text and how many
/// entries it holds.
fn commented_out(source: &str, from: &str, to: &str) -> (String, usize) {
    let mut out = format!(
        "# Translation into `{to}`, started from `{from}`. Each entry below is commented out with\n\
         # its source text: remove the leading \"# \" and translate. Until then the site uses the\n\
         # fallback language for it.\n\n"
    );
    let mut entries = 0;
    for line in source.lines() {
        if line.trim().is_empty() || line.starts_with('#') {
            out.push_str(line);
        } else {
            if !line.starts_with(' ') && line.contains('=') {
                entries += 1;
            }
            out.push_str("# ");
            out.push_str(line);
        }
        out.push('\n');
    }
    (out, entries)
}

/// The game names as a skeleton: each term of the source with its `start` and `mid` forms (the
/// source's words, for the translator to replace), commented out like every other entry, after a
/// note on how messages ask for a form.
fn names_skeleton(source: &str, from: &str, to: &str) -> (String, usize) {
    let mut out = format!(
        "# Game names in `{to}`, started from `{from}`. Each term is a game's page id. Remove the\n\
         # leading \"# \" and translate. A name answers `${PARAMETER}`: `{START}` (the default) is the\n\
         # form for titles, headings, labels and the first word of a sentence; `{MID}` is the form\n\
         # inside a sentence, which your messages ask for with `-game({PARAMETER}: \"{MID}\")` (and\n\
         # `check` warns where they don't). Write both even when they are the same. If your\n\
         # language writes the name in lower case inside a sentence (\"What is international\n\
         # draughts?\"), the `{MID}` form is lower-case; if names take case endings or articles, give\n\
         # `[{MID}]` its own selector (`$case`, `$article`…) and document it here, as\n\
         # `locales/de/games.ftl` and `locales/pl/games.ftl` do. Attributes (`.family`) keep their\n\
         # values; add your own (`.gender`, `.article`) for the agreement your messages need.\n\n"
    );
    let Ok(resource) = FluentResource::try_new(source.to_string()) else {
        return commented_out(source, from, to);
    };
    let mut terms = 0;
    for entry in resource.entries() {
        let Entry::Term(term) = entry else {
            continue;
        };
        let id = term.id.name;
        terms += 1;
        out.push_str(&format!(
            "# -{id} = {{ ${PARAMETER} ->\n#        *[{START}] {}\n#         [{MID}] {}\n#     }}\n",
            term_form(source, id, START),
            term_form(source, id, MID)
        ));
        for attribute in &term.attributes {
            let text: String = attribute
                .value
                .elements
                .iter()
                .map(|e| match e {
                    PatternElement::TextElement { value } => *value,
                    PatternElement::Placeable { .. } => "…",
                })
                .collect();
            out.push_str(&format!("#     .{} = {text}\n", attribute.id.name));
        }
    }
    (out, terms)
}

/// A source term formatted at a position (its default form, should it have no such variant).
fn term_form(source: &str, id: &str, position: &str) -> String {
    let mut bundle = FluentBundle::new(Vec::new());
    bundle.set_use_isolating(false);
    let ask = format!("ask = {{ -{id}({PARAMETER}: \"{position}\") }}\n");
    let (Ok(names), Ok(ask)) = (
        FluentResource::try_new(source.to_string()),
        FluentResource::try_new(ask),
    ) else {
        return String::new();
    };
    let _ = bundle.add_resource(names);
    let _ = bundle.add_resource(ask);
    let Some(pattern) = bundle.get_message("ask").and_then(|m| m.value()) else {
        return String::new();
    };
    let mut errors = Vec::new();
    bundle
        .format_pattern(pattern, None, &mut errors)
        .into_owned()
}

fn language_entry(tag: &str, name: &str, dir: Direction, fallback: &str, q: [&str; 4]) -> String {
    let dir_line = match dir {
        Direction::Rtl => "dir = \"rtl\"\n",
        Direction::Ltr => "",
    };
    let quotes: Vec<String> = q.iter().map(|s| toml_string(s)).collect();
    format!(
        "\n[[languages]]\ntag = {}\nname = {}\n{dir_line}fallback = [{}]\nquotes = [{}]\n",
        toml_string(tag),
        toml_string(name),
        toml_string(fallback),
        quotes.join(", ")
    )
}

/// A TOML string; invisible spaces are written as escapes so an editor shows them.
fn toml_string(s: &str) -> String {
    let mut out = String::from('"');
    for c in s.chars() {
        match c {
            '"' | '\\' => {
                out.push('\\');
                out.push(c);
            }
            // Control characters (a newline could start a new key) and invisible spaces.
            c if c.is_control() || matches!(c, '\u{00A0}' | '\u{202F}' | '\u{2009}') => {
                out.push_str(&format!("\\u{:04X}", c as u32))
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_are_commented_out_with_their_source_text() {
        let (text, n) = commented_out(
            "## Chrome\n\nbeta = Beta\n-game = { $form ->\n   *[title] X\n}\n    .family = halma\n",
            "en",
            "de",
        );
        assert_eq!(n, 2);
        assert!(text.contains("\n## Chrome\n\n# beta = Beta\n# -game = { $form ->\n#    *[title] X\n# }\n#     .family = halma\n"));
        let parsed = fluent_syntax::parser::parse(text.as_str()).unwrap();
        assert!(parsed.body.iter().all(|e| !matches!(
            e,
            fluent_syntax::ast::Entry::Message(_) | fluent_syntax::ast::Entry::Term(_)
        )));
    }

    #[test]
    fn game_names_start_as_a_skeleton_of_their_position_forms() {
        let (text, n) = names_skeleton(
            "# names\n-a = { $position ->\n   *[start] International draughts\n    [mid] international draughts\n}\n    .family = draughts\n-b = Chinese checkers\n    .family = halma\n",
            "en",
            "ru",
        );
        assert_eq!(n, 2);
        assert!(text.contains("-game(position: \"mid\")"), "{text}");
        assert!(text.contains("# -a = { $position ->\n#        *[start] International draughts\n#         [mid] international draughts\n#     }\n#     .family = draughts\n"), "{text}");
        assert!(text.contains("# -b = { $position ->\n#        *[start] Chinese checkers\n#         [mid] Chinese checkers\n#     }\n#     .family = halma\n"), "{text}");
        // Uncommented, the skeleton is the source's names again, now with both forms.
        let uncommented: String = text
            .lines()
            .filter(|l| l.starts_with("# -") || l.starts_with("#  "))
            .map(|l| format!("{}\n", &l[2..]))
            .collect();
        assert_eq!(term_form(&uncommented, "b", MID), "Chinese checkers");
        assert_eq!(term_form(&uncommented, "a", MID), "international draughts");
    }

    #[test]
    fn right_to_left_languages_say_so() {
        let entry = language_entry("ar", "العربية", Direction::Rtl, "en", ["«", "»", "“", "”"]);
        assert!(entry.contains("dir = \"rtl\""));
        assert!(entry.contains("fallback = [\"en\"]"));
    }
}
