//! Scripts and stylesheets leave `static/` smaller than they are written: a page's weight budget
//! counts every byte of them, and the comments, names and layout are for the people editing the
//! files. A script is minified (parsed, its local names shortened, printed without whitespace:
//! the `oxc` minifier, run with the options that keep every name a script shares with others); a
//! stylesheet loses its comments and the whitespace its punctuation makes needless. A file this
//! cannot read (not UTF-8, a script that does not parse) is copied as it is, and a script that
//! does not parse is an error of the build and of `check` (`Statics::problems`).

use std::path::Path;

use oxc_allocator::Allocator;
use oxc_codegen::{Codegen, CodegenOptions};
use oxc_minifier::{CompressOptions, MangleOptions, Minifier, MinifierOptions};
use oxc_parser::Parser;
use oxc_span::SourceType;

use crate::site::diagnostic::{Diagnostic, LineColumn, SourceText};

/// The bytes to publish for the static file at `path`, or, for a script that does not parse,
/// its first syntax error (the caller decides whether to publish the file as it is).
pub fn compact(path: &Path, bytes: Vec<u8>) -> Result<Vec<u8>, Diagnostic> {
    let kind = path.extension().and_then(|e| e.to_str());
    let Ok(text) = std::str::from_utf8(&bytes) else {
        return Ok(bytes);
    };
    let out = match kind {
        Some("js") => Some(script(text).map_err(|(at, e)| Diagnostic::error(path, at, e))?),
        Some("css") => stylesheet(text),
        _ => None,
    };
    Ok(out.map_or(bytes, String::into_bytes))
}

/// Whether the static file at `path` is minified (a script or a stylesheet); any other file is
/// published byte for byte.
pub(crate) fn is_compacted(path: &Path) -> bool {
    path.extension().is_some_and(|x| x == "js" || x == "css")
}

/// The script minified. The site's scripts are classic scripts sharing the page's global scope,
/// so top-level names are kept (only names inside functions and blocks are shortened), and the
/// compressor runs with its safest options (function names kept, unused code left alone).
fn script(text: &str) -> Result<String, (LineColumn, String)> {
    let allocator = Allocator::default();
    let parsed = Parser::new(&allocator, text, SourceType::script()).parse();
    if let Some(error) = parsed.diagnostics.errors().next() {
        let at = error.labels.first().map_or(0, |l| l.offset());
        let at = SourceText::new(text).position(at as usize);
        return Err((at, format!("this script does not parse: {}", error.message)));
    }
    let mut program = parsed.program;
    let options = MinifierOptions {
        mangle: Some(MangleOptions {
            top_level: Some(false),
            ..MangleOptions::default()
        }),
        mangle_properties: None,
        compress: Some(CompressOptions::safest()),
    };
    let minified = Minifier::new(options).minify(&allocator, &mut program);
    Ok(Codegen::new()
        .with_options(CodegenOptions::minify())
        .with_scoping(minified.scoping)
        .build(&program)
        .code)
}

/// Removes `/* … */` comments outside strings; `None` when a comment or string never ends.
fn stylesheet(text: &str) -> Option<String> {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find(['/', '"', '\'']) {
        let (before, at) = rest.split_at(i);
        squeeze(before, &mut out);
        if let Some(comment) = at.strip_prefix("/*") {
            rest = &comment[comment.find("*/")? + 2..];
        } else if let Some(after) = at.strip_prefix('/') {
            out.push('/');
            rest = after;
        } else {
            let quote = &at[..1];
            let end = string_end(&at[1..], quote)? + 2;
            out.push_str(&at[..end]);
            rest = &at[end..];
        }
    }
    squeeze(rest, &mut out);
    Some(out)
}

/// Punctuation around which a stylesheet needs no whitespace.
const TIGHT: [char; 5] = ['{', '}', ';', ',', '>'];

/// Appends CSS text from outside strings and comments with its whitespace squeezed: none around
/// `TIGHT` punctuation or after a colon, one space elsewhere (it may separate words or be a
/// descendant combinator); no semicolon before a closing brace.
fn squeeze(text: &str, out: &mut String) {
    let mut space = false;
    for c in text.chars() {
        if c.is_whitespace() {
            space = true;
            continue;
        }
        // After a colon (a declaration's, or a media feature's) a space means nothing; before
        // one it may be a descendant combinator (`a :hover`).
        if space
            && !TIGHT.contains(&c)
            && !out.is_empty()
            && !out.ends_with(TIGHT)
            && !out.ends_with(':')
        {
            out.push(' ');
        }
        space = false;
        // The last declaration of a block needs no semicolon.
        if c == '}' && out.ends_with(';') {
            out.pop();
        }
        out.push(c);
    }
    // Before a string or a `/`, which the caller adds.
    if space && !out.is_empty() && !out.ends_with(TIGHT) && !out.ends_with(':') {
        out.push(' ');
    }
}

/// Where the string whose body starts `body` closes with `quote` (backslash escapes skipped).
fn string_end(body: &str, quote: &str) -> Option<usize> {
    let mut escaped = false;
    for (i, c) in body.char_indices() {
        match c {
            _ if escaped => escaped = false,
            '\\' => escaped = true,
            _ if c.to_string() == quote => return Some(i),
            _ => {}
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn js(text: &str) -> String {
        String::from_utf8(compact(Path::new("a.js"), text.into()).unwrap()).unwrap()
    }

    fn css(text: &str) -> String {
        String::from_utf8(compact(Path::new("a.css"), text.into()).unwrap()).unwrap()
    }

    #[test]
    fn scripts_keep_their_global_names_and_lose_comments_and_local_names() {
        let source = "// about\nconst shared = 1;\nfunction outer(longName) {\n  // why\n  return longName + shared + \"x // y\";\n}\n";
        let out = js(source);
        assert!(
            out.contains("shared") && out.contains("function outer("),
            "{out}"
        );
        assert!(
            !out.contains("longName") && !out.contains("about") && !out.contains("why"),
            "{out}"
        );
        assert!(out.contains("x // y"), "{out}");
    }

    #[test]
    fn a_template_literal_over_lines_keeps_its_text() {
        let out = js("window.t = `a\n  // not a comment\n`;\n");
        assert!(out.contains("`a\n  // not a comment\n`"), "{out}");
    }

    #[test]
    fn a_script_that_does_not_parse_is_an_error_at_its_position() {
        let error = compact(
            Path::new("static/js/a.js"),
            b"let a = 1;\nlet b = ;\n".to_vec(),
        )
        .unwrap_err();
        assert_eq!((error.line, error.column), (2, 9), "{error:?}");
        assert!(
            error.message.starts_with("this script does not parse"),
            "{error:?}"
        );
        assert_eq!(error.file, Path::new("static/js/a.js"));
    }

    #[test]
    fn stylesheets_lose_comments_outside_strings() {
        let source = "/* head */\na { b: c; } /* x */\n  .q::before { content: \"/* kept */\"; }\n";
        assert_eq!(css(source), "a{b:c}.q::before{content:\"/* kept */\"}");
    }

    #[test]
    fn stylesheets_keep_the_spaces_that_mean_something() {
        let source = "a  b > c,\n d :hover {\n  margin: 0 calc(1rem + 2px);\n  color: rgb(0 0 0 / 0.2);\n  content: \"a  ,  b\" \"c\";\n}\n";
        assert_eq!(
            css(source),
            "a b>c,d :hover{margin:0 calc(1rem + 2px);color:rgb(0 0 0 / 0.2);content:\"a  ,  b\" \"c\"}"
        );
    }

    #[test]
    fn an_unclosed_comment_or_other_files_stay_as_they_are() {
        assert_eq!(css("a { } /* open"), "a { } /* open");
        assert_eq!(css("a { content: \"open }"), "a { content: \"open }");
        let wasm = vec![0u8, 97, 115, 109, 0xff];
        assert_eq!(compact(Path::new("r.wasm"), wasm.clone()).unwrap(), wasm);
        assert_eq!(
            compact(Path::new("a.txt"), b"  // x\n".to_vec()).unwrap(),
            b"  // x\n"
        );
    }
}
