//! Templates that would render forever: one that includes itself (directly or through others), a
//! macro that calls itself. tera follows them until the stack overflows and the process aborts
//! (the preview with it), so they are refused when the templates load, at the include or call
//! that closes the loop. A macro calling itself is refused even with a condition around the call:
//! tera has no depth limit, and the site's templates need no recursion.

use std::collections::HashMap;
use std::path::PathBuf;

use tera::ast::{Expr, ExprVal, FunctionCall, Node};
use tera::Tera;

use crate::site::diagnostic::{Diagnostic, SourceText};

/// A template's body, or one of its macros.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Part {
    template: String,
    macro_name: Option<String>,
}

impl Part {
    fn describe(&self) -> String {
        match &self.macro_name {
            None => format!("`{}`", self.template),
            Some(m) => format!("macro `{m}` of `{}`", self.template),
        }
    }
}

/// Errors for every loop; `sources` are (template name, file, text).
pub(crate) fn check(tera: &Tera, sources: &[(String, PathBuf, String)]) -> Vec<Diagnostic> {
    let mut parts: Vec<Part> = Vec::new();
    let mut names: Vec<&String> = tera.templates.keys().collect();
    names.sort();
    for name in names {
        parts.push(Part {
            template: name.clone(),
            macro_name: None,
        });
        let mut macros: Vec<&String> = tera.templates[name].macros.keys().collect();
        macros.sort();
        parts.extend(macros.into_iter().map(|m| Part {
            template: name.clone(),
            macro_name: Some(m.clone()),
        }));
    }
    let mut state: HashMap<Part, State> = HashMap::new();
    let mut out = Vec::new();
    for part in &parts {
        let mut path = Vec::new();
        visit(tera, part, &mut state, &mut path, &mut |cycle| {
            out.push(report(cycle, sources));
        });
    }
    out
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum State {
    Open,
    Done,
}

/// A part being visited and the reference that leads on from it.
type Step = (Part, Reference);

/// Depth-first; `path` holds the parts being visited, each with the reference leading on.
fn visit(
    tera: &Tera,
    part: &Part,
    state: &mut HashMap<Part, State>,
    path: &mut Vec<Step>,
    found: &mut dyn FnMut(&[Step]),
) {
    if state.contains_key(part) {
        return;
    }
    state.insert(part.clone(), State::Open);
    for (next, reference) in references(tera, part) {
        path.push((part.clone(), reference));
        match state.get(&next) {
            Some(State::Open) => {
                let start = path.iter().position(|(p, _)| *p == next).unwrap_or(0);
                found(&path[start..]);
            }
            Some(State::Done) => {}
            None => visit(tera, &next, state, path, found),
        }
        path.pop();
    }
    state.insert(part.clone(), State::Done);
}

/// How one part reaches the next.
#[derive(Clone, Debug)]
enum Reference {
    Include(String),
    Extends(String),
    Call(String, String),
}

fn references(tera: &Tera, part: &Part) -> Vec<(Part, Reference)> {
    let Some(template) = tera.templates.get(&part.template) else {
        return Vec::new();
    };
    let body = match &part.macro_name {
        None => &template.ast,
        Some(m) => match template.macros.get(m) {
            Some(definition) => &definition.body,
            None => return Vec::new(),
        },
    };
    let mut found = Found::default();
    nodes(body, &mut found);
    let mut out = Vec::new();
    if part.macro_name.is_none() {
        if let Some(parent) = &template.parent {
            let next = whole(parent);
            out.push((next, Reference::Extends(parent.clone())));
        }
    }
    for name in found.includes {
        out.push((whole(&name), Reference::Include(name)));
    }
    for (namespace, name) in found.calls {
        let file = if namespace == "self" {
            Some(part.template.clone())
        } else {
            template
                .imported_macro_files
                .iter()
                .find(|(_, ns)| *ns == namespace)
                .map(|(file, _)| file.clone())
        };
        if let Some(file) = file {
            let next = Part {
                template: file,
                macro_name: Some(name.clone()),
            };
            out.push((next, Reference::Call(namespace, name)));
        }
    }
    out
}

fn whole(template: &str) -> Part {
    Part {
        template: template.to_string(),
        macro_name: None,
    }
}

fn report(cycle: &[Step], sources: &[(String, PathBuf, String)]) -> Diagnostic {
    let (first, reference) = &cycle[0];
    let chain: Vec<String> = cycle
        .iter()
        .map(|(p, _)| p.describe())
        .chain([first.describe()])
        .collect();
    let what = if cycle.len() == 1 {
        match reference {
            Reference::Call(..) => "calls itself".to_string(),
            _ => "includes itself".to_string(),
        }
    } else {
        format!("reaches itself again ({})", chain.join(" → "))
    };
    let message = format!(
        "{} {what}, so rendering it would never end; templates may not include or call themselves",
        first.describe()
    );
    let (file, text) = sources
        .iter()
        .find(|(name, _, _)| *name == first.template)
        .map_or((PathBuf::from(&first.template), ""), |(_, f, t)| {
            (f.clone(), t.as_str())
        });
    let at = locate(text, first, reference);
    Diagnostic::error(file, SourceText::new(text).position(at), message)
}

/// Where the reference is written: after the macro's definition when it is in a macro.
fn locate(text: &str, part: &Part, reference: &Reference) -> usize {
    let from = part
        .macro_name
        .as_ref()
        .and_then(|m| text.find(&format!("macro {m}")))
        .unwrap_or(0);
    let needles: Vec<String> = match reference {
        Reference::Include(name) | Reference::Extends(name) => {
            vec![format!("\"{name}\""), format!("'{name}'")]
        }
        Reference::Call(namespace, name) => vec![format!("{namespace}::{name}")],
    };
    needles
        .iter()
        .filter_map(|n| text[from..].find(n.as_str()))
        .min()
        .map_or(from, |at| from + at)
}

#[derive(Default)]
struct Found {
    includes: Vec<String>,
    calls: Vec<(String, String)>,
}

fn nodes(list: &[Node], found: &mut Found) {
    for node in list {
        match node {
            Node::VariableBlock(_, e) => expr(e, found),
            Node::Include(_, names, _) => found.includes.extend(names.iter().cloned()),
            Node::Set(_, set) => expr(&set.value, found),
            Node::FilterSection(_, section, _) => {
                call(&section.filter, found);
                nodes(&section.body, found);
            }
            Node::Block(_, block, _) => nodes(&block.body, found),
            Node::Forloop(_, forloop, _) => {
                expr(&forloop.container, found);
                nodes(&forloop.body, found);
                if let Some(empty) = &forloop.empty_body {
                    nodes(empty, found);
                }
            }
            Node::If(branches, _) => {
                for (_, condition, body) in &branches.conditions {
                    expr(condition, found);
                    nodes(body, found);
                }
                if let Some((_, body)) = &branches.otherwise {
                    nodes(body, found);
                }
            }
            // A macro's body is a part of its own.
            _ => {}
        }
    }
}

fn expr(e: &Expr, found: &mut Found) {
    value(&e.val, found);
    for filter in &e.filters {
        call(filter, found);
    }
}

fn call(c: &FunctionCall, found: &mut Found) {
    for arg in c.args.values() {
        expr(arg, found);
    }
}

fn value(v: &ExprVal, found: &mut Found) {
    match v {
        ExprVal::Math(m) => {
            expr(&m.lhs, found);
            expr(&m.rhs, found);
        }
        ExprVal::Logic(l) => {
            expr(&l.lhs, found);
            expr(&l.rhs, found);
        }
        ExprVal::In(i) => {
            expr(&i.lhs, found);
            expr(&i.rhs, found);
        }
        ExprVal::Test(t) => t.args.iter().for_each(|a| expr(a, found)),
        ExprVal::MacroCall(m) => {
            found.calls.push((m.namespace.clone(), m.name.clone()));
            m.args.values().for_each(|a| expr(a, found));
        }
        ExprVal::FunctionCall(c) => call(c, found),
        ExprVal::Array(items) => items.iter().for_each(|a| expr(a, found)),
        ExprVal::StringConcat(concat) => concat.values.iter().for_each(|v| value(v, found)),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn errors(templates: &[(&str, &str)]) -> Vec<String> {
        let mut tera = Tera::default();
        tera.add_raw_templates(templates.to_vec()).unwrap();
        let sources: Vec<(String, PathBuf, String)> = templates
            .iter()
            .map(|(n, t)| {
                (
                    n.to_string(),
                    PathBuf::from("templates").join(n),
                    t.to_string(),
                )
            })
            .collect();
        check(&tera, &sources)
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    #[test]
    fn a_template_including_itself() {
        let e = errors(&[("a.html", "one\n  {% include \"a.html\" %}")]);
        assert_eq!(e.len(), 1, "{e:?}");
        assert!(
            e[0].starts_with("templates/a.html:2:14: error: `a.html` includes itself"),
            "{e:?}"
        );
    }

    #[test]
    fn templates_including_each_other() {
        let e = errors(&[
            ("a.html", "{% include \"b.html\" %}"),
            ("b.html", "x\n{% if x %}{% include \"a.html\" %}{% endif %}"),
        ]);
        assert_eq!(e.len(), 1, "{e:?}");
        assert!(e[0].contains("`a.html` → `b.html` → `a.html`"), "{e:?}");
    }

    #[test]
    fn a_macro_calling_itself() {
        let e = errors(&[
            (
                "macros.html",
                "{% macro m(n) %}\n{{ self::m(n=n) }}\n{% endmacro m %}",
            ),
            (
                "page.html",
                "{% import \"macros.html\" as x %}{{ x::m(n=1) }}",
            ),
        ]);
        assert_eq!(e.len(), 1, "{e:?}");
        assert!(
            e[0].starts_with(
                "templates/macros.html:2:4: error: macro `m` of `macros.html` calls itself"
            ),
            "{e:?}"
        );
    }

    #[test]
    fn ordinary_templates_pass() {
        let e = errors(&[
            ("base.html", "{% block body %}{% endblock body %}{% include \"part.html\" %}"),
            ("part.html", "{% import \"macros.html\" as x %}{{ x::m(n=1) }}"),
            ("macros.html", "{% macro m(n) %}{{ self::k() }}{% endmacro m %}{% macro k() %}k{% endmacro k %}"),
            ("page.html", "{% extends \"base.html\" %}{% block body %}{% include \"part.html\" %}{% endblock body %}"),
        ]);
        assert!(e.is_empty(), "{e:?}");
    }
}
