//! Input that would recurse without end or too deep: each is refused with an error at its line,
//! the build exits 1 (no stack overflow, no abort) and writes nothing.

use crate::common;

use std::path::Path;

use common::*;

/// Builds the site after `breakage`; returns stderr of the failed build.
fn refused(breakage: impl FnOnce(&Path)) -> String {
    let site = copy_site();
    breakage(site.path());
    let out = site.path().join("public");
    let run = build_cli(site.path(), &out, &[]);
    assert_eq!(run.status.code(), Some(1), "{}", stderr(&run));
    assert!(!out.exists(), "a failed build wrote its output");
    stderr(&run)
}

fn write(root: &Path, file: &str, text: &str) {
    std::fs::write(root.join(file), text).expect("write");
}

#[test]
fn a_template_that_includes_itself() {
    let err = refused(|root| {
        edit(
            root,
            "templates/partials/cta.html",
            "</aside>",
            "</aside>\n{% include \"partials/cta.html\" %}",
        );
    });
    assert!(
        err.contains(
            "templates/partials/cta.html:5:12: error: `partials/cta.html` includes itself"
        ),
        "{err}"
    );
}

#[test]
fn templates_that_include_each_other() {
    let err = refused(|root| {
        edit(
            root,
            "templates/partials/table.html",
            "",
            "{% if page %}{% include \"partials/sections.html\" %}{% endif %}\n",
        );
    });
    assert!(
        err.contains("`partials/sections.html` → `partials/table.html` → `partials/sections.html`"),
        "{err}"
    );
    assert!(err.contains("so rendering it would never end"), "{err}");
}

#[test]
fn a_macro_that_calls_itself() {
    let err = refused(|root| {
        write(
            root,
            "templates/partials/macros.html",
            "{% macro nest(n) %}\n<div>{{ self::nest(n=n + 1) }}</div>\n{% endmacro nest %}\n",
        );
        edit(
            root,
            "templates/partials/cta.html",
            "<aside class=\"cta\"",
            "{% import \"partials/macros.html\" as m %}{{ m::nest(n=0) }}<aside class=\"cta\"",
        );
    });
    assert!(
        err.contains("templates/partials/macros.html:2:9: error: macro `nest` of `partials/macros.html` calls itself"),
        "{err}"
    );
}

#[test]
fn placeables_nested_twenty_thousand_deep() {
    let err = refused(|root| {
        let file = root.join("locales/en/interface.ftl");
        let mut text = read(&file);
        text.push_str(&format!(
            "deep = {}x{}\n",
            "{ ".repeat(20_000),
            "} ".repeat(20_000)
        ));
        std::fs::write(&file, text).expect("write");
    });
    assert!(
        err.contains("locales/en/interface.ftl:")
            && err.contains("error: placeables nested more than 32 deep"),
        "{err}"
    );
}

/// Templates nested or chained thousands deep (each overflowed tera's stack and aborted the
/// build): refused at the tag that goes too deep, in `check` and `build`.
#[test]
fn templates_nested_or_chained_thousands_deep() {
    const PARTIAL: &str = "templates/partials/cta.html";
    for (added, expected) in [
        (
            "{% if true %}".repeat(2_000) + "x" + &"{% endif %}".repeat(2_000),
            "error: template blocks nested more than 64 deep (`{% if %}` here)",
        ),
        (
            format!("{{{{ {}1{} }}}}", "(".repeat(5_000), ")".repeat(5_000)),
            "error: brackets nested more than 32 deep in one tag",
        ),
        (
            format!("{{{{ 1{} }}}}", " + 1".repeat(50_000)),
            "error: more than 256 operators in one tag",
        ),
    ] {
        let site = copy_fixture();
        let file = site.path().join(PARTIAL);
        let text = read(&file);
        let line = text.lines().count() + usize::from(text.ends_with('\n'));
        std::fs::write(&file, format!("{text}{added}")).expect("write");
        let check = check_cli(site.path(), &[]);
        assert_eq!(check.status.code(), Some(1), "{}", stderr(&check));
        let report = stdout(&check);
        assert!(
            report.contains(&format!("{PARTIAL}:{line}:")) && report.contains(expected),
            "{report}"
        );
        let out = site.path().join("public");
        let build = build_cli(site.path(), &out, &[]);
        assert_eq!(build.status.code(), Some(1), "{}", stderr(&build));
        assert!(stderr(&build).contains(expected), "{}", stderr(&build));
        assert!(!out.exists());
    }
}

/// Writes partials `partials/deep0.html` … `deep<n-1>.html`, each nesting 60 blocks around an
/// include of the next, and includes the first at the end of `partials/cta.html`, which the page
/// template includes. Returns the line and column of the include in the partial where the chain
/// first goes beyond the bound of a render.
pub(crate) fn chain_partials(root: &Path, n: usize) -> (String, usize, usize) {
    const OPEN: &str = "{% if true %}";
    // From the bottom up, so that every include written finds its partial (a preview reads each).
    for i in (0..n).rev() {
        let inside = match i + 1 {
            next if next < n => format!("{{% include \"partials/deep{next}.html\" %}}"),
            _ => "bottom".to_string(),
        };
        let body = OPEN.repeat(60) + &inside + &"{% endif %}".repeat(60);
        std::fs::write(root.join(format!("templates/partials/deep{i}.html")), body).expect("write");
    }
    let cta = root.join("templates/partials/cta.html");
    let text = read(&cta);
    std::fs::write(&cta, text + "{% include \"partials/deep0.html\" %}").expect("write");
    // 60 levels per partial: the one with 8 beneath it reaches 540 of at most 512.
    let crossing = n - 9;
    (
        format!("templates/partials/deep{crossing}.html"),
        1,
        60 * OPEN.len() + 1,
    )
}

/// Partials each nested within the bound of a file, including one another sixty deep (tera
/// renders them on one stack: it overflowed and aborted the build): refused at the include
/// where the chain goes beyond the bound of a render, in `check` and `build`.
#[test]
fn partials_including_one_another_too_deep() {
    let site = copy_fixture();
    let (file, line, column) = chain_partials(site.path(), 60);
    let expected = format!(
        "{file}:{line}:{column}: error: `{{% include \"partials/deep52.html\" %}}` here nests \
         template blocks 540 deep with those of `partials/deep52.html` and what it reads (more \
         than 512)"
    );
    let check = check_cli(site.path(), &[]);
    assert_eq!(check.status.code(), Some(1), "{}", stderr(&check));
    let errors: Vec<String> = stdout(&check)
        .lines()
        .filter(|l| l.contains(": error: "))
        .map(str::to_string)
        .collect();
    assert_eq!(errors.len(), 1, "{errors:#?}");
    assert!(errors[0].starts_with(&expected), "{errors:#?}");
    let out = site.path().join("public");
    let build = build_cli(site.path(), &out, &[]);
    assert_eq!(build.status.code(), Some(1), "{}", stderr(&build));
    assert!(stderr(&build).contains(&expected), "{}", stderr(&build));
    assert!(!out.exists());
}

fn perft(progress_every: Option<&str>) -> std::process::Output {
    let mut command = std::process::Command::new(binary());
    command.args(["perft", "international-draughts", "W:W31-50:B1-20", "5"]);
    if let Some(seconds) = progress_every {
        command.env("RULEBOOK_PROGRESS_SECS", seconds);
    }
    command.output().expect("run rulebook")
}

#[test]
fn a_long_perft_reports_its_progress_on_stderr() {
    // Every part of the count is "long" with an interval of 0.
    let out = perft(Some("0"));
    assert!(out.status.success());
    assert_eq!(stdout(&out), "27117\n");
    let err = stderr(&out);
    let lines: Vec<&str> = err.lines().collect();
    assert!(lines.len() > 10, "{err}");
    for line in &lines {
        assert!(
            line.starts_with("perft: ") && line.ends_with(" nodes/s"),
            "{line}"
        );
    }
    assert!(
        lines
            .last()
            .is_some_and(|l| l.starts_with("perft: 27117 nodes in ")),
        "{err}"
    );
}

#[test]
fn a_short_perft_off_a_terminal_prints_only_its_count() {
    let out = perft(None);
    assert!(out.status.success());
    assert_eq!(stdout(&out), "27117\n");
    assert_eq!(stderr(&out), "");
}

/// A loop over `range` beyond the budget of a render (alone, or nested loops that add up to
/// it) is refused at the template that asks for it, instead of running for minutes.
#[test]
fn a_template_looping_over_too_long_a_range() {
    for (looping, count) in [
        (
            "{% for i in range(end=200000) %}{{ i }}{% endfor %}",
            200_000,
        ),
        (
            "{% for i in range(end=1000) %}{% for j in range(end=1000) %}.{% endfor %}{% endfor %}",
            1000,
        ),
        ("{% for i in range(end=10, step_by=0) %}.{% endfor %}", 0),
    ] {
        let err = refused(|root| {
            edit(
                root,
                "templates/partials/cta.html",
                "</aside>",
                &format!("</aside>\n<p>{looping}</p>"),
            );
        });
        let expected = if count == 0 {
            "`range` expects `step_by` of at least 1".to_string()
        } else {
            format!("`range` asks for {count} numbers, more than the 100000")
        };
        assert!(
            err.lines()
                .any(|l| l.starts_with("templates/partials/cta.html:5:") && l.contains(&expected)),
            "{looping}: {err}"
        );
    }
}
