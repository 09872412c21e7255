//! Localization through Fluent: one bundle per locale folder, a fallback chain per language
//! (e.g. nb → no → en), and game names bound to the terms `-game` and `-base` per page, so
//! translators write grammar (articles, case, capitalization) against terms they own.

mod literals;
mod nesting;
mod plurals;
mod refs;
mod untranslated;

use std::borrow::Cow;
use std::cell::OnceCell;
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use fluent_syntax::ast::{
    CallArguments, Entry, Expression, Identifier, InlineExpression, Pattern, PatternElement,
    Resource, Term,
};
use unic_langid::LanguageIdentifier;

pub(crate) use plurals::{counted, plural_selections, whole_number_categories};
pub(crate) use refs::{term_arguments, variables_as_text, References};

use crate::site::diagnostic::{relative, Diagnostic, Diagnostics, LineColumn, SourceText};
use crate::site::load::config::{Language, SiteConfig};
use crate::site::load::language_tag::parse_tag;
use crate::site::load::layout::LOCALES;
use crate::site::messages;

/// The terms a page's messages use for the page's own game and the standard game it varies.
pub(crate) const GAME_TERM: &str = "game";
pub(crate) const BASE_TERM: &str = "base";
/// First Strong Isolate and Pop Directional Isolate, which Fluent would put around placeables
/// and an author may write in right-to-left prose.
const ISOLATION_MARKS: [char; 2] = ['\u{2068}', '\u{2069}'];

type Bundle = FluentBundle<Arc<FluentResource>>;

/// Where an entry (message or `-term`) is defined.
#[derive(Clone, Debug)]
pub(crate) struct EntrySite {
    pub file: PathBuf,
    pub at: LineColumn,
}

/// One locale folder: its parsed resources and where each entry lives.
pub(crate) struct LocaleFiles {
    pub tag: String,
    pub id: LanguageIdentifier,
    pub resources: Vec<Arc<FluentResource>>,
    /// Messages by id and terms by `-id`.
    pub entries: BTreeMap<String, EntrySite>,
    /// Where each message (by id) and term (by `-id`) is: (resource, entry); the first wins.
    index: HashMap<String, (usize, usize)>,
    /// How `-game` and `-base` are used here; see `Usage`.
    usage: Usage,
    /// Whether a file of it has errors (reported where they are): then the messages it lacks
    /// are that error's doing, not each a warning of its own.
    incomplete: bool,
}

/// Where a locale's entries name `-game` and `-base`, found once when it is loaded.
#[derive(Default)]
struct Usage {
    /// Messages whose value names them directly: id → (names `-game`, names `-base`).
    page_messages: HashMap<String, (bool, bool)>,
    /// Whether a term, or a message's attribute, names them.
    elsewhere: bool,
    /// Every message that some entry refers to.
    referenced_messages: BTreeSet<String>,
    /// Messages whose value names `-game` or `-base`, directly or through the messages and terms
    /// it refers to: formatted per page, never once for the whole language.
    page_dependent: HashSet<String>,
}

impl Usage {
    fn of(resources: &[Arc<FluentResource>]) -> Usage {
        let mut usage = Usage::default();
        let names = |refs: &References| {
            (
                refs.terms.contains(GAME_TERM),
                refs.terms.contains(BASE_TERM),
            )
        };
        // What each message's value and each term refers to, to follow references below.
        let mut refers: Vec<(bool, &str, References)> = Vec::new();
        for entry in resources.iter().flat_map(|r| r.entries()) {
            match entry {
                Entry::Message(m) => {
                    if let Some(value) = &m.value {
                        refers.push((true, m.id.name, References::of_pattern(value)));
                    }
                }
                Entry::Term(t) => {
                    let mut refs = References::of_pattern(&t.value);
                    for a in &t.attributes {
                        refs.merge(References::of_pattern(&a.value));
                    }
                    refers.push((false, t.id.name, refs));
                }
                _ => {}
            }
        }
        usage.page_dependent = page_dependent(&refers);
        for entry in resources.iter().flat_map(|r| r.entries()) {
            let (value, attributes, is_message, id) = match entry {
                Entry::Message(m) => (m.value.as_ref(), &m.attributes, true, m.id.name),
                Entry::Term(t) => (Some(&t.value), &t.attributes, false, t.id.name),
                _ => continue,
            };
            if let Some(value) = value {
                let refs = References::of_pattern(value);
                let (game, base) = names(&refs);
                if game || base {
                    if is_message {
                        usage.page_messages.insert(id.to_string(), (game, base));
                    } else {
                        usage.elsewhere = true;
                    }
                }
                usage.referenced_messages.extend(refs.messages);
            }
            for a in attributes {
                let refs = References::of_pattern(&a.value);
                let (game, base) = names(&refs);
                usage.elsewhere |= game || base;
                usage.referenced_messages.extend(refs.messages);
            }
        }
        usage
    }
}

/// The messages that name `-game` or `-base` through any chain of references within one locale
/// (a bundle resolves references only within its own locale): a fixed point over `refers`
/// (is a message, id, what its value refers to), so reference cycles end.
fn page_dependent(refers: &[(bool, &str, References)]) -> HashSet<String> {
    let mut messages: HashSet<String> = HashSet::new();
    let mut terms: HashSet<String> = [GAME_TERM, BASE_TERM].map(String::from).into();
    loop {
        let mut grew = false;
        for (is_message, id, refs) in refers {
            let found = if *is_message { &messages } else { &terms };
            if found.contains(*id) {
                continue;
            }
            if refs.terms.iter().any(|t| terms.contains(t))
                || refs.messages.iter().any(|m| messages.contains(m))
            {
                let found = if *is_message {
                    &mut messages
                } else {
                    &mut terms
                };
                found.insert(id.to_string());
                grew = true;
            }
        }
        if !grew {
            return messages;
        }
    }
}

impl LocaleFiles {
    /// Whether a file of it has errors, which then explain what it lacks.
    pub(crate) fn is_incomplete(&self) -> bool {
        self.incomplete
    }

    pub(crate) fn messages(&self) -> impl Iterator<Item = &str> {
        self.entries
            .keys()
            .filter(|k| !k.starts_with('-'))
            .map(String::as_str)
    }

    /// What a message (value and attributes) refers to; `None` if this locale lacks it.
    pub(crate) fn message_references(&self, id: &str) -> Option<References> {
        self.resources.iter().find_map(|r| {
            r.entries().find_map(|e| match e {
                Entry::Message(m) if m.id.name == id => {
                    let mut refs = m
                        .value
                        .as_ref()
                        .map(References::of_pattern)
                        .unwrap_or_default();
                    for a in &m.attributes {
                        refs.merge(References::of_pattern(&a.value));
                    }
                    Some(refs)
                }
                _ => None,
            })
        })
    }

    /// Each term of this locale (its first definition), by id without the `-`.
    pub(crate) fn terms(&self) -> impl Iterator<Item = (&str, &Term<&str>)> {
        self.entries
            .keys()
            .filter_map(|key| key.strip_prefix('-'))
            .filter_map(|id| Some((id, self.term(id)?)))
    }

    /// Every pattern of this locale: the values and attributes of its messages and terms.
    pub(crate) fn patterns(&self) -> impl Iterator<Item = &Pattern<&str>> {
        self.resources
            .iter()
            .flat_map(|r| r.entries())
            .flat_map(|entry| {
                let (value, attributes) = match entry {
                    Entry::Message(m) => (m.value.as_ref(), m.attributes.as_slice()),
                    Entry::Term(t) => (Some(&t.value), t.attributes.as_slice()),
                    _ => (None, [].as_slice()),
                };
                value.into_iter().chain(attributes.iter().map(|a| &a.value))
            })
    }

    fn entry(&self, key: &str) -> Option<&Entry<&str>> {
        let &(r, e) = self.index.get(key)?;
        self.resources.get(r)?.get_entry(e)
    }

    fn pattern_of_message(&self, id: &str) -> Option<&Pattern<&str>> {
        match self.entry(id)? {
            Entry::Message(m) => m.value.as_ref(),
            _ => None,
        }
    }

    fn term(&self, id: &str) -> Option<&Term<&str>> {
        match self.entry(&format!("-{id}"))? {
            Entry::Term(t) => Some(t),
            _ => None,
        }
    }

    /// Records where the entries of the resource just added are (the first definition wins).
    fn index_resource(&mut self) {
        let r = self.resources.len() - 1;
        for (e, entry) in self.resources[r].entries().enumerate() {
            let key = match entry {
                Entry::Message(m) => m.id.name.to_string(),
                Entry::Term(t) => format!("-{}", t.id.name),
                _ => continue,
            };
            self.index.entry(key).or_insert((r, e));
        }
    }
}

/// Every locale folder of the site.
pub(crate) struct Locales {
    by_tag: BTreeMap<String, LocaleFiles>,
}

impl Locales {
    /// Reads `locales/<tag>/*.ftl`; syntax errors are reported with their line and column.
    pub(crate) fn load(root: &Path, out: &mut Diagnostics) -> Locales {
        let dir = root.join(LOCALES);
        let mut by_tag = BTreeMap::new();
        let Ok(read) = std::fs::read_dir(&dir) else {
            out.push(Diagnostic::error(
                LOCALES,
                LineColumn::default(),
                "the locales folder is missing",
            ));
            return Locales { by_tag };
        };
        let mut folders: Vec<PathBuf> = read
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.is_dir())
            .collect();
        folders.sort();
        for folder in folders {
            let tag = folder
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            match parse_tag(&tag) {
                Ok(id) => {
                    let files = load_folder(root, &folder, tag.clone(), id, out);
                    by_tag.insert(tag, files);
                }
                Err(message) => out.push(Diagnostic::error(
                    relative(&folder, root),
                    LineColumn::default(),
                    message.to_string(),
                )),
            }
        }
        Locales { by_tag }
    }

    pub(crate) fn iter(&self) -> impl Iterator<Item = &LocaleFiles> {
        self.by_tag.values()
    }

    pub(crate) fn get(&self, tag: &str) -> Option<&LocaleFiles> {
        self.by_tag.get(tag)
    }

    /// Whether any locale defines the message.
    pub(crate) fn defines_anywhere(&self, id: &str) -> bool {
        self.by_tag.values().any(|l| l.entries.contains_key(id))
    }
}

fn load_folder(
    root: &Path,
    folder: &Path,
    tag: String,
    id: LanguageIdentifier,
    out: &mut Diagnostics,
) -> LocaleFiles {
    let mut files: Vec<PathBuf> = std::fs::read_dir(folder)
        .map(|r| r.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    files.retain(|p| p.extension().is_some_and(|x| x == "ftl"));
    files.sort();
    let mut locale = LocaleFiles {
        tag,
        id,
        resources: Vec::new(),
        entries: BTreeMap::new(),
        index: HashMap::new(),
        usage: Usage::default(),
        incomplete: false,
    };
    let errors_before = out.iter().filter(|d| d.is_error()).count();
    for file in files {
        let rel = relative(&file, root);
        let Some(text) = crate::site::load::source_file::read_reporting(&file, &rel, out) else {
            continue;
        };
        if let Some(at) = nesting::too_deep(&text) {
            out.push(Diagnostic::error(
                rel,
                SourceText::new(&text).position(at),
                format!(
                    "placeables nested more than {} deep; the file is not read",
                    nesting::MAX_NESTING
                ),
            ));
            continue;
        }
        let resource = match FluentResource::try_new(text) {
            Ok(r) => r,
            Err((r, errors)) => {
                let source = SourceText::new(r.source());
                for e in errors {
                    out.push(Diagnostic::error(
                        &rel,
                        source.position(e.pos.start),
                        format!("Fluent syntax error: {}", e.kind),
                    ));
                }
                r
            }
        };
        let source = SourceText::new(resource.source());
        for (at, message) in literals::control_escapes(&resource) {
            out.push(Diagnostic::error(&rel, source.position(at), message));
        }
        index_entries(&resource, &rel, &mut locale.entries, out);
        locale.resources.push(Arc::new(resource));
        locale.index_resource();
    }
    locale.usage = Usage::of(&locale.resources);
    locale.incomplete = out.iter().filter(|d| d.is_error()).count() > errors_before;
    locale
}

/// Records where each entry starts (the Fluent AST carries no positions).
fn index_entries(
    resource: &FluentResource,
    file: &Path,
    entries: &mut BTreeMap<String, EntrySite>,
    out: &mut Diagnostics,
) {
    for (line_index, line) in resource.source().split_inclusive('\n').enumerate() {
        let name: String = line
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
            .collect();
        let is_entry = !name.is_empty()
            && line[name.len()..].trim_start().starts_with('=')
            && name
                .trim_start_matches('-')
                .starts_with(|c: char| c.is_ascii_alphabetic());
        if is_entry {
            let at = LineColumn::new(line_index + 1, 1);
            if let Some(first) = entries.get(&name) {
                out.push(Diagnostic::error(
                    file,
                    at,
                    format!(
                        "`{name}` is defined twice in this language (first in {}:{})",
                        first.file.display(),
                        first.at.line
                    ),
                ));
            } else {
                entries.insert(
                    name,
                    EntrySite {
                        file: file.to_path_buf(),
                        at,
                    },
                );
            }
        }
    }
}

/// The strings of one site language, resolved through its fallback chain.
pub(crate) struct Localizer<'a> {
    pub language: &'a Language,
    /// The language's own folder first (when it exists), then its fallbacks, then the reference.
    chain: Vec<&'a LocaleFiles>,
    bundles: Vec<Bundle>,
    /// Whether `-game` and `-base` are named only directly in messages' values (and no message
    /// naming them is itself referred to): then a page's message is formatted in the shared
    /// bundles with those references renamed to the game's own terms, instead of in bundles
    /// built for the page.
    renames: bool,
}

impl<'a> Localizer<'a> {
    pub(crate) fn new(language: &'a Language, config: &SiteConfig, locales: &'a Locales) -> Self {
        let mut tags: Vec<&str> = vec![&language.tag];
        tags.extend(language.fallback.iter().map(String::as_str));
        tags.push(&config.reference_language);
        let mut chain: Vec<&LocaleFiles> = Vec::new();
        for tag in tags {
            if let Some(l) = locales.get(tag) {
                if !chain.iter().any(|c| c.tag == l.tag) {
                    chain.push(l);
                }
            }
        }
        let bundles = chain.iter().map(|l| new_bundle(l, None)).collect();
        let renames = chain.iter().all(|l| !l.usage.elsewhere)
            && chain.iter().all(|l| {
                l.usage.referenced_messages.iter().all(|m| {
                    chain
                        .iter()
                        .all(|other| !other.usage.page_messages.contains_key(m))
                })
            });
        Localizer {
            language,
            chain,
            bundles,
            renames,
        }
    }

    /// The first locale of the chain that names a game (its term `-<game>`).
    fn naming(&self, game: &str) -> Result<usize, Diagnostic> {
        self.chain
            .iter()
            .position(|l| l.term(game).is_some())
            .ok_or_else(|| {
                Diagnostic::error(
                    Path::new(LOCALES).join(&self.language.tag),
                    LineColumn::default(),
                    format!(
                        "no name for the game `{game}`: expected a term `-{game}` in a `.ftl` file"
                    ),
                )
            })
    }

    /// Whether a locale folder is in this language's chain (so a change to it shows here).
    pub(crate) fn uses_locale(&self, tag: &str) -> bool {
        self.chain.iter().any(|l| l.tag == tag)
    }

    /// The locale that defines a message: the language's own, or the first fallback that does.
    fn locale_index(&self, id: &str) -> Option<usize> {
        self.chain.iter().position(|l| l.entries.contains_key(id))
    }

    /// Where the message or `-term` this language uses is defined (its own or a fallback's).
    pub(crate) fn entry_site(&self, id: &str) -> Option<&EntrySite> {
        self.chain[self.locale_index(id)?].entries.get(id)
    }

    /// Whether the message comes from a fallback rather than the language's own files.
    pub(crate) fn falls_back(&self, id: &str) -> bool {
        self.chain
            .first()
            .is_none_or(|own| own.tag != self.language.tag || !own.entries.contains_key(id))
    }

    /// Every message that doesn't depend on a page, formatted once for the whole language, with
    /// variables left as `{name}` placeholders. Keys use `_` for `-` (`i18n.skip_link`).
    pub(crate) fn language_strings(&self) -> Result<BTreeMap<String, String>, Vec<Diagnostic>> {
        let mut ids = BTreeSet::new();
        for l in &self.chain {
            ids.extend(l.messages());
        }
        let mut strings = BTreeMap::new();
        let mut errors = Vec::new();
        for id in ids {
            let Some(i) = self.locale_index(id) else {
                continue;
            };
            let Some(pattern) = self.chain[i].pattern_of_message(id) else {
                continue; // A message with attributes only: templates don't read those.
            };
            if self.chain[i].usage.page_dependent.contains(id) {
                continue;
            }
            // Variables become `{name}` placeholders that the page's script fills in.
            let mut args = FluentArgs::new();
            for var in References::of_pattern(pattern).variables {
                let placeholder = format!("{{{var}}}");
                args.set(var, placeholder);
            }
            let key = messages::template_key(id);
            match format(&self.bundles[i], self.chain[i], id, pattern, Some(&args)) {
                Ok(s) => {
                    // A count's other plural forms, for the script to choose among.
                    if let Some(var) = plurals::plural_selector(pattern) {
                        for (category, _) in plurals::CATEGORIES {
                            let form = plurals::resolved(pattern, var, category);
                            match format(&self.bundles[i], self.chain[i], id, &form, Some(&args)) {
                                Ok(text) if text != s => {
                                    strings.insert(plurals::variant_key(&key, category), text);
                                    strings.insert(plurals::variant_key(&key, ""), var.to_string());
                                }
                                Ok(_) => {}
                                Err(d) => errors.push(d),
                            }
                        }
                    }
                    strings.insert(key, s);
                }
                Err(d) => errors.push(d),
            }
        }
        if errors.is_empty() {
            Ok(strings)
        } else {
            Err(errors)
        }
    }

    /// Strings for one page, with `-game` and `-base` bound to its game and standard game. A
    /// language that doesn't name the game yet can't put the name in its sentences, so the page's
    /// messages come from the first locale of the chain that names both games.
    pub(crate) fn for_page<'s>(
        &'s self,
        game: &'s str,
        base: Option<&'s str>,
    ) -> Result<PageStrings<'s>, Diagnostic> {
        let names_games =
            |l: &&LocaleFiles| l.term(game).is_some() && base.is_none_or(|b| l.term(b).is_some());
        let start = self.chain.iter().position(names_games).ok_or_else(|| {
            let unnamed = match base {
                Some(b) if self.naming(game).is_ok() => b,
                _ => game,
            };
            self.naming(unnamed).err().unwrap_or_else(|| {
                Diagnostic::error(
                    Path::new(LOCALES).join(&self.language.tag),
                    LineColumn::default(),
                    format!("no locale names both `{game}` and `{unnamed}`"),
                )
            })
        })?;
        Ok(PageStrings {
            localizer: self,
            game,
            base,
            start,
            own_bundles: OnceCell::new(),
        })
    }

    /// Bundles for one page: every locale of the chain with `-game` and `-base` added as copies
    /// of the games' terms in `chain[start]`. Only needed when renaming the references would not
    /// be exact.
    fn page_bundles(
        &self,
        game: &str,
        base: Option<&str>,
        start: usize,
    ) -> Result<Vec<Bundle>, Diagnostic> {
        let locale = self.chain[start];
        let mut aliases = Self::alias(locale, GAME_TERM, game);
        if let Some(base) = base {
            aliases.push_str(&Self::alias(locale, BASE_TERM, base));
        }
        let extra = FluentResource::try_new(aliases).map_err(|(_, e)| {
            Diagnostic::error(
                LOCALES,
                LineColumn::default(),
                format!("cannot bind game names: {e:?}"),
            )
        })?;
        let extra = Arc::new(extra);
        Ok(self
            .chain
            .iter()
            .map(|locale| new_bundle(locale, Some(Arc::clone(&extra))))
            .collect())
    }

    /// `-<alias> = …` copied from a locale's term for the game.
    fn alias(locale: &LocaleFiles, alias: &str, game: &str) -> String {
        let Some(term) = locale.term(game) else {
            return String::new(); // `for_page` picks a locale that names the game.
        };
        let renamed = Term {
            id: Identifier { name: alias },
            value: term.value.clone(),
            attributes: term.attributes.clone(),
            comment: None,
        };
        fluent_syntax::serializer::serialize(&Resource {
            body: vec![Entry::Term(renamed)],
        })
    }
}

fn new_bundle(locale: &LocaleFiles, extra: Option<Arc<FluentResource>>) -> Bundle {
    let mut bundle = Bundle::new_concurrent(vec![locale.id.clone()]);
    // No automatic isolation marks, not even in right-to-left languages: the values substituted
    // here are game names in the page's own script (isolating them only leaves invisible junk in
    // copied text, titles and search snippets) and the diagrams' numbers and notation, which the
    // pages set in `dir="ltr"` elements. Latin runs in prose are isolated where they are written.
    bundle.set_use_isolating(false);
    for r in &locale.resources {
        // Duplicates are reported when indexing; the first definition wins.
        let _ = bundle.add_resource(Arc::clone(r));
    }
    if let Some(extra) = extra {
        bundle.add_resource_overriding(extra);
    }
    bundle
}

/// Formats a pattern; the resolver never fails (it writes `{$x}` into the text), so its errors
/// are collected and turned into a diagnostic at the message's definition.
fn format(
    bundle: &Bundle,
    locale: &LocaleFiles,
    id: &str,
    pattern: &Pattern<&str>,
    args: Option<&FluentArgs>,
) -> Result<String, Diagnostic> {
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, args, &mut errors);
    if let Some(first) = errors.first() {
        let site = locale.entries.get(id);
        return Err(Diagnostic::error(
            site.map_or_else(|| Path::new(LOCALES).join(&locale.tag), |s| s.file.clone()),
            site.map_or(LineColumn::default(), |s| s.at),
            format!("message `{id}` cannot be formatted: {first}"),
        ));
    }
    Ok(text.into_owned())
}

/// The strings of one page in one language.
pub(crate) struct PageStrings<'a> {
    localizer: &'a Localizer<'a>,
    game: &'a str,
    base: Option<&'a str>,
    /// Where in the chain the page's messages start: the first locale naming both games (see
    /// `Localizer::for_page`).
    start: usize,
    /// Bundles of this page's own, made on first need (see `Localizer::renames`).
    own_bundles: OnceCell<Result<Vec<Bundle>, Diagnostic>>,
}

impl PageStrings<'_> {
    /// Whether a language of the page's chain has the message.
    pub(crate) fn defines(&self, id: &str) -> bool {
        self.localizer.chain[self.start..]
            .iter()
            .any(|c| c.entries.contains_key(id))
    }

    pub(crate) fn format(&self, id: &str, args: Option<&FluentArgs>) -> Result<String, Diagnostic> {
        let l = self.localizer;
        let i = l.chain[self.start..]
            .iter()
            .position(|c| c.entries.contains_key(id))
            .map(|i| i + self.start)
            .ok_or_else(|| {
                Diagnostic::error(
                    Path::new(LOCALES).join(&l.language.tag),
                    LineColumn::default(),
                    format!("message `{id}` exists in no language"),
                )
            })?;
        let locale = l.chain[i];
        let pattern = locale.pattern_of_message(id).ok_or_else(|| {
            Diagnostic::error(
                LOCALES,
                LineColumn::default(),
                format!("message `{id}` has no value"),
            )
        })?;
        if l.renames {
            let Some(&(game, base)) = locale.usage.page_messages.get(id) else {
                // The message doesn't name the page's games: the shared bundle formats it alike.
                return format(&l.bundles[i], locale, id, pattern, args);
            };
            // Renaming is exact when the message comes from the locale whose terms the copies
            // bound to `-game` and `-base` would be taken from.
            if (!game && !base) || i == self.start {
                let renamed = renamed(pattern, self.game, self.base.filter(|_| base));
                return format(&l.bundles[i], locale, id, &renamed, args);
            }
        }
        let bundles = self
            .own_bundles
            .get_or_init(|| l.page_bundles(self.game, self.base, self.start))
            .as_ref()
            .map_err(Clone::clone)?;
        format(&bundles[i], locale, id, pattern, args)
    }
}

/// A copy of a pattern whose references to `-game` and `-base` name the games' own terms.
fn renamed<'s>(
    pattern: &Pattern<&'s str>,
    game: &'s str,
    base: Option<&'s str>,
) -> Pattern<&'s str> {
    fn in_pattern<'s>(p: &mut Pattern<&'s str>, to: &dyn Fn(&str) -> Option<&'s str>) {
        for element in &mut p.elements {
            if let PatternElement::Placeable { expression } = element {
                in_expression(expression, to);
            }
        }
    }
    fn in_expression<'s>(e: &mut Expression<&'s str>, to: &dyn Fn(&str) -> Option<&'s str>) {
        match e {
            Expression::Select { selector, variants } => {
                in_inline(selector, to);
                for v in variants {
                    in_pattern(&mut v.value, to);
                }
            }
            Expression::Inline(inline) => in_inline(inline, to),
        }
    }
    fn in_inline<'s>(e: &mut InlineExpression<&'s str>, to: &dyn Fn(&str) -> Option<&'s str>) {
        match e {
            InlineExpression::TermReference { id, arguments, .. } => {
                if let Some(name) = to(id.name) {
                    id.name = name;
                }
                if let Some(args) = arguments {
                    in_arguments(args, to);
                }
            }
            InlineExpression::FunctionReference { arguments, .. } => in_arguments(arguments, to),
            InlineExpression::Placeable { expression } => in_expression(expression, to),
            _ => {}
        }
    }
    fn in_arguments<'s>(args: &mut CallArguments<&'s str>, to: &dyn Fn(&str) -> Option<&'s str>) {
        for p in &mut args.positional {
            in_inline(p, to);
        }
        for n in &mut args.named {
            in_inline(&mut n.value, to);
        }
    }
    let mut copy = pattern.clone();
    let to = |name: &str| match name {
        GAME_TERM => Some(game),
        BASE_TERM => base,
        _ => None,
    };
    in_pattern(&mut copy, &to);
    copy
}

/// Removes Fluent's isolation marks, for text that goes into attributes, URLs or `<title>`.
pub(crate) fn without_isolation(text: &str) -> Cow<'_, str> {
    if text.contains(ISOLATION_MARKS) {
        Cow::Owned(text.replace(ISOLATION_MARKS, ""))
    } else {
        Cow::Borrowed(text)
    }
}

#[cfg(test)]
mod tests;
