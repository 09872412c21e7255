//! The library's module graph stays a DAG whose stages only look down: `load → plan → render →
//! write`, composed by `pipeline`, `author` and `serve` (docs/architecture.md draws it). Every
//! path a module names (`use` trees, paths inside code and inside macro calls such as `write!`,
//! `#[cfg(test)]` items left out) is resolved to the module file it lands in; an import of a
//! higher stage, or a circle between files, fails with the file and the path that makes it. The
//! rules core is held to no circle between its files. It reads the sources, not the library's
//! build.
// A test's panic is its failure report: the workspace's unwrap/expect denial is for the crates.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

use syn::visit::Visit;

/// The layers, lowest first: a module may name modules of its own layer's stage or of a lower
/// layer. `crate::site::<stage>` names a stage; the modules straight under `site/` that are
/// vocabulary every stage shares sit in the lowest layer.
const LAYERS: &[&[&str]] = &[
    &[
        "site::diagnostic",
        "site::escape",
        "site::fnv",
        "site::sync",
        "site::names",
        "site::messages",
    ],
    &["site::load"],
    &["site::sources"],
    &["site::plan"],
    &["site::links"],
    // Tasks, proved with the rules core: the boards carry them.
    &["site::tasks"],
    // The render's wings: each needs only the inputs (and the rules core), none the others.
    &["site::boards", "site::social", "site::search"],
    &["site::render"],
    &["site::write"],
    &["site::lint"],
    &["site::pipeline"],
    &["site::author", "serve"],
    &["site"],
    &[""],
];

/// A module of the library: its path below `crate` (`site::load::config`, `""` for the root).
type Module = String;

fn main_source_files(root: &Path) -> Vec<(PathBuf, String)> {
    let mut files = Vec::new();
    let mut stack = vec![root.join("src")];
    while let Some(dir) = stack.pop() {
        for entry in fs::read_dir(&dir).expect("src/ is readable") {
            let path = entry.expect("src/ is readable").path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|ext| ext == "rs") {
                let relative = path
                    .strip_prefix(root)
                    .expect("under the root")
                    .to_path_buf();
                // The binary (main.rs and its cli/) is its own crate: it uses the library only
                // through its surface.
                if relative != Path::new("src/main.rs") && !relative.starts_with("src/cli") {
                    let text = fs::read_to_string(&path).expect("a source file is UTF-8");
                    files.push((relative, text));
                }
            }
        }
    }
    files.sort();
    files
}

/// `src/site/load/mod.rs` → `site::load`; `src/site/load/config.rs` → `site::load::config`.
fn module_of(file: &Path) -> Module {
    let parts: Vec<String> = file
        .strip_prefix("src")
        .expect("under src/")
        .with_extension("")
        .iter()
        .map(|part| part.to_string_lossy().into_owned())
        .collect();
    let parts = match parts.last().map(String::as_str) {
        Some("lib" | "mod") => &parts[..parts.len() - 1],
        _ => &parts[..],
    };
    parts.join("::")
}

fn join(base: &str, segment: &str) -> String {
    if base.is_empty() {
        segment.to_string()
    } else {
        format!("{base}::{segment}")
    }
}

fn parent(module: &str) -> &str {
    module.rsplit_once("::").map_or("", |(parent, _)| parent)
}

/// Every path a file names that starts at `crate`, `self` or `super`, or at a child module it
/// declares, as segments (with the `use` tree's leaves), and the line it is on.
struct Paths<'a> {
    children: &'a BTreeSet<String>,
    found: Vec<(Vec<String>, usize)>,
}

impl Paths<'_> {
    fn keep(&mut self, segments: Vec<String>, line: usize) {
        let first = segments.first().map(String::as_str);
        let relative = matches!(first, Some("crate" | "self" | "super"));
        if relative || first.is_some_and(|first| self.children.contains(first)) {
            self.found.push((segments, line));
        }
    }

    fn use_tree(&mut self, prefix: &[String], tree: &syn::UseTree) {
        let extend = |ident: &syn::Ident| {
            let mut segments = prefix.to_vec();
            segments.push(ident.to_string());
            segments
        };
        match tree {
            syn::UseTree::Path(path) => {
                let segments = extend(&path.ident);
                self.use_tree(&segments, &path.tree);
            }
            syn::UseTree::Name(name) => {
                let line = name.ident.span().start().line;
                self.keep(extend(&name.ident), line);
            }
            syn::UseTree::Rename(rename) => {
                let line = rename.ident.span().start().line;
                self.keep(extend(&rename.ident), line);
            }
            syn::UseTree::Glob(glob) => {
                let line = glob.star_token.spans[0].start().line;
                self.keep(prefix.to_vec(), line);
            }
            syn::UseTree::Group(group) => {
                for tree in &group.items {
                    self.use_tree(prefix, tree);
                }
            }
        }
    }
}

impl Paths<'_> {
    /// The paths in a macro's tokens: an identifier followed by `::` and another, and so on
    /// (`super::html::escape`), in groups too. A lone identifier is a variable, not a path.
    fn macro_paths(&mut self, tokens: proc_macro2::TokenStream) {
        use proc_macro2::TokenTree;
        let tokens: Vec<TokenTree> = tokens.into_iter().collect();
        let path_separator = |at: usize| {
            matches!((tokens.get(at), tokens.get(at + 1)),
                (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b)))
                    if a.as_char() == ':' && b.as_char() == ':')
        };
        let mut i = 0;
        while i < tokens.len() {
            match &tokens[i] {
                TokenTree::Group(group) => self.macro_paths(group.stream()),
                // `::std::…` and `<T>::f` start elsewhere: only a path's first segment counts.
                TokenTree::Ident(ident) if i < 2 || !path_separator(i - 2) => {
                    let mut segments = vec![ident.to_string()];
                    while path_separator(i + 1) {
                        let Some(TokenTree::Ident(next)) = tokens.get(i + 3) else {
                            break;
                        };
                        segments.push(next.to_string());
                        i += 3;
                    }
                    if segments.len() > 1 {
                        self.keep(segments, ident.span().start().line);
                    }
                }
                _ => {}
            }
            i += 1;
        }
    }
}

fn is_test_only(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|attr| {
        attr.path().is_ident("cfg")
            && attr
                .parse_args::<syn::Meta>()
                .is_ok_and(|meta| meta.path().is_ident("test"))
    })
}

impl<'ast> Visit<'ast> for Paths<'_> {
    fn visit_item(&mut self, item: &'ast syn::Item) {
        let attrs = match item {
            syn::Item::Mod(item) => &item.attrs,
            syn::Item::Fn(item) => &item.attrs,
            syn::Item::Use(item) => &item.attrs,
            syn::Item::Impl(item) => &item.attrs,
            _ => return syn::visit::visit_item(self, item),
        };
        if !is_test_only(attrs) {
            syn::visit::visit_item(self, item);
        }
    }

    // `pub(crate)` and `pub(super)` name no module to import.
    fn visit_visibility(&mut self, _: &'ast syn::Visibility) {}

    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        self.use_tree(&[], &item.tree);
    }

    // A macro's arguments are tokens to syn, not paths: they are read as tokens.
    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        self.visit_path(&mac.path);
        self.macro_paths(mac.tokens.clone());
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        let segments = path.segments.iter().map(|s| s.ident.to_string()).collect();
        let line = path.segments[0].ident.span().start().line;
        self.keep(segments, line);
        syn::visit::visit_path(self, path);
    }
}

/// One import: the file that names it, its line, the path as written and the module it lands in.
#[derive(Debug, Clone)]
struct Import {
    file: PathBuf,
    line: usize,
    written: String,
    from: Module,
    to: Module,
}

/// Resolves each path to the deepest known module it passes through.
fn imports(files: &[(PathBuf, String)]) -> Vec<Import> {
    let modules: BTreeSet<Module> = files.iter().map(|(file, _)| module_of(file)).collect();
    let mut found = Vec::new();
    for (file, text) in files {
        let from = module_of(file);
        let syntax = syn::parse_file(text)
            .unwrap_or_else(|error| panic!("{} does not parse: {error}", file.display()));
        let children: BTreeSet<String> = modules
            .iter()
            .filter(|module| parent(module) == from && !module.is_empty())
            .map(|module| module.rsplit("::").next().unwrap_or(module).to_string())
            .collect();
        let mut paths = Paths {
            children: &children,
            found: Vec::new(),
        };
        paths.visit_file(&syntax);
        for (segments, line) in paths.found {
            let mut at = from.clone();
            let mut rest = &segments[..];
            match rest.first().map(String::as_str) {
                Some("crate") => {
                    at = String::new();
                    rest = &rest[1..];
                }
                Some("self") => rest = &rest[1..],
                _ => {}
            }
            while rest.first().is_some_and(|s| s == "super") {
                at = parent(&at).to_string();
                rest = &rest[1..];
            }
            for segment in rest {
                let next = join(&at, segment);
                if !modules.contains(&next) {
                    break;
                }
                at = next;
            }
            // The root is the library's façade: a path through it (`crate::rules`) names what it
            // re-exports, never the root's own code.
            if at.is_empty() {
                continue;
            }
            found.push(Import {
                file: file.clone(),
                line,
                written: segments.join("::"),
                from: from.clone(),
                to: at,
            });
        }
    }
    found
}

fn is_within(module: &str, ancestor: &str) -> bool {
    ancestor.is_empty() || module == ancestor || module.starts_with(&format!("{ancestor}::"))
}

/// The stage a module belongs to (the deepest entry of `LAYERS` containing it) and its layer.
fn layer_of(module: &str) -> (usize, &'static str) {
    let mut best: Option<(usize, &'static str)> = None;
    for (layer, stages) in LAYERS.iter().enumerate() {
        for stage in *stages {
            let deeper = best.is_none_or(|(_, found)| stage.len() > found.len());
            if is_within(module, stage) && deeper {
                best = Some((layer, stage));
            }
        }
    }
    best.expect("the root layer holds every module")
}

/// The imports that name a stage of a higher layer than the importer's.
fn upward(imports: &[Import]) -> Vec<Import> {
    imports
        .iter()
        .filter(|import| {
            let (from, from_stage) = layer_of(&import.from);
            let (to, to_stage) = layer_of(&import.to);
            to > from
                || (to == from && to_stage != from_stage && !is_within(&import.from, &import.to))
        })
        .cloned()
        .collect()
}

/// The circles between files (a module naming its own ancestor, as a child names its parent's
/// items, is how Rust nests modules and not a circle).
fn circles(imports: &[Import]) -> Vec<Vec<Module>> {
    let mut edges: BTreeMap<&str, BTreeSet<&str>> = BTreeMap::new();
    for import in imports {
        if import.from != import.to && !is_within(&import.from, &import.to) {
            edges.entry(&import.from).or_default().insert(&import.to);
            edges.entry(&import.to).or_default();
        }
    }
    strongly_connected(&edges)
        .into_iter()
        .filter(|component| component.len() > 1)
        .collect()
}

/// Tarjan's strongly connected components.
fn strongly_connected(edges: &BTreeMap<&str, BTreeSet<&str>>) -> Vec<Vec<Module>> {
    struct State<'a> {
        edges: &'a BTreeMap<&'a str, BTreeSet<&'a str>>,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on_stack: BTreeSet<&'a str>,
        components: Vec<Vec<Module>>,
    }
    fn visit<'a>(state: &mut State<'a>, node: &'a str) {
        let number = state.index.len();
        state.index.insert(node, number);
        state.low.insert(node, number);
        state.stack.push(node);
        state.on_stack.insert(node);
        for &next in &state.edges[node] {
            if !state.index.contains_key(next) {
                visit(state, next);
                let low = state.low[node].min(state.low[next]);
                state.low.insert(node, low);
            } else if state.on_stack.contains(next) {
                let low = state.low[node].min(state.index[next]);
                state.low.insert(node, low);
            }
        }
        if state.low[node] == state.index[node] {
            let mut component = Vec::new();
            while let Some(member) = state.stack.pop() {
                state.on_stack.remove(member);
                component.push(member.to_string());
                if member == node {
                    break;
                }
            }
            component.sort();
            state.components.push(component);
        }
    }
    let mut state = State {
        edges,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        components: Vec::new(),
    };
    for &node in edges.keys() {
        if !state.index.contains_key(node) {
            visit(&mut state, node);
        }
    }
    state.components
}

/// What is wrong with the graph, one line each; empty when it is a DAG that only looks down.
fn problems(files: &[(PathBuf, String)]) -> Vec<String> {
    let imports = imports(files);
    let mut found: Vec<String> = upward(&imports)
        .iter()
        .map(|import| {
            format!(
                "{}:{}: `{}` imports `{}` from a higher stage ({} → {})",
                import.file.display(),
                import.line,
                import.from,
                import.written,
                layer_of(&import.from).1,
                layer_of(&import.to).1,
            )
        })
        .collect();
    for circle in circles(&imports) {
        let inside: Vec<String> = imports
            .iter()
            .filter(|i| circle.contains(&i.from) && circle.contains(&i.to) && i.from != i.to)
            .filter(|i| !is_within(&i.from, &i.to))
            .map(|i| format!("  {}:{} {}", i.file.display(), i.line, i.written))
            .collect();
        found.push(format!(
            "a circle of {}:\n{}",
            circle.join(", "),
            inside.join("\n")
        ));
    }
    found
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn the_library_is_a_dag_whose_stages_only_look_down() {
    let found = problems(&main_source_files(&root()));
    assert!(found.is_empty(), "the module graph:\n{}", found.join("\n"));
}

#[test]
fn a_planted_back_edge_or_circle_is_found() {
    let files = main_source_files(&root());
    let plant = |file: &str, line: &str| {
        let mut planted = files.clone();
        let (_, text) = planted
            .iter_mut()
            .find(|(path, _)| path == Path::new(file))
            .unwrap_or_else(|| panic!("{file} exists"));
        text.push_str(line);
        problems(&planted)
    };
    // The load stage naming the render stage: upward.
    let found = plant(
        "src/site/load/config.rs",
        "\nuse crate::site::render::nav;\n",
    );
    assert!(
        found
            .iter()
            .any(|p| p.contains("src/site/load/config.rs") && p.contains("higher stage")),
        "{found:?}"
    );
    // Two render modules naming each other: a circle, though no stage is crossed.
    let found = plant(
        "src/site/render/nav.rs",
        "\nuse crate::site::render::sitemap;\n",
    );
    let found_back = {
        let mut planted = files.clone();
        for (path, text) in &mut planted {
            if path == Path::new("src/site/render/nav.rs") {
                text.push_str("\nuse crate::site::render::sitemap;\n");
            }
            if path == Path::new("src/site/render/sitemap.rs") {
                text.push_str("\nuse super::nav::X;\n");
            }
        }
        problems(&planted)
    };
    assert!(found.iter().all(|p| !p.contains("circle")), "{found:?}");
    assert!(
        found_back.iter().any(|p| p.starts_with("a circle of")),
        "{found_back:?}"
    );
    // The back edge inside a macro call, as `svg.rs` once called `super::html::escape` inside
    // `write!` while html.rs drew through svg.rs.
    let found = plant(
        "src/site/boards/svg.rs",
        "\nfn planted(out: &mut String) {\n    let _ = write!(out, \"{}\", super::html::PAGE_ONLY_WORDS.len());\n}\n",
    );
    assert!(
        found
            .iter()
            .any(|p| p.starts_with("a circle of") && p.contains("super::html::PAGE_ONLY_WORDS")),
        "{found:?}"
    );
}

/// The rules core's files, each a module below the crate root (`draughts::movegen`).
fn rules_source_files() -> Vec<(PathBuf, String)> {
    main_source_files(&root().join("crates/rules"))
}

#[test]
fn the_rules_core_has_no_circle_between_files() {
    let imports = imports(&rules_source_files());
    let found: Vec<String> = circles(&imports)
        .iter()
        .map(|circle| circle.join(", "))
        .collect();
    assert!(found.is_empty(), "circles in the rules core: {found:?}");
}
