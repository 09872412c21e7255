//! The site benchmark: generates a synthetic site (N pages × L languages) in rulebook's format and
//! the same text as a Hugo site, times cold builds of both (median of several runs, output cleared
//! each time) with their peak memory, and measures preview latency with `rulebook serve`.
//!
//! Run it with `scripts/bench-site.sh` (which builds rulebook in release mode first), or:
//! `cargo run --release --example bench-site -- --pages 1000 --langs 8`

mod generate;

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use generate::Site;

struct Options {
    pages: usize,
    langs: usize,
    runs: usize,
    edits: usize,
    dir: PathBuf,
    rulebook: PathBuf,
    hugo: bool,
    serve: bool,
    menu: bool,
    search: bool,
    social: bool,
    /// Whether translated sections whose English changed say so (`[translations] outdated_notes`).
    notes: bool,
    /// Keep rulebook's image cache between runs (a rebuild) instead of clearing it (a cold build).
    warm: bool,
}

const USAGE: &str = "bench-site [--pages N] [--langs L (1-8)] [--runs R] [--edits E] [--dir DIR] \
[--rulebook PATH] [--no-hugo] [--no-serve] [--no-menu] [--no-search] [--no-social] [--no-notes] [--warm-cache]";

fn options() -> Result<Options, String> {
    let mut o = Options {
        pages: 1000,
        langs: 8,
        runs: 5,
        edits: 7,
        dir: PathBuf::from("target/bench-site"),
        rulebook: PathBuf::from("target/release/rulebook"),
        hugo: true,
        serve: true,
        menu: true,
        search: true,
        social: true,
        notes: true,
        warm: false,
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = |name: &str| args.next().ok_or(format!("{name} needs a value"));
        let number = |v: String| v.parse::<usize>().map_err(|e| format!("{v}: {e}"));
        match arg.as_str() {
            "--pages" => o.pages = number(value("--pages")?)?,
            "--langs" => o.langs = number(value("--langs")?)?,
            "--runs" => o.runs = number(value("--runs")?)?.max(1),
            "--edits" => o.edits = number(value("--edits")?)?.max(1),
            "--dir" => o.dir = PathBuf::from(value("--dir")?),
            "--rulebook" => o.rulebook = PathBuf::from(value("--rulebook")?),
            "--no-hugo" => o.hugo = false,
            "--no-serve" => o.serve = false,
            "--no-menu" => o.menu = false,
            "--no-search" => o.search = false,
            "--no-social" => o.social = false,
            "--no-notes" => o.notes = false,
            "--warm-cache" => o.warm = true,
            "-h" | "--help" => return Err(USAGE.to_string()),
            other => return Err(format!("unknown argument `{other}`\n{USAGE}")),
        }
    }
    if o.langs == 0 || o.langs > generate::LANGUAGES.len() || o.pages < 16 {
        return Err(format!(
            "--langs must be 1–8 and --pages at least 16\n{USAGE}"
        ));
    }
    Ok(o)
}

fn main() {
    let o = match options() {
        Ok(o) => o,
        Err(m) => {
            eprintln!("{m}");
            std::process::exit(2);
        }
    };
    if let Err(m) = run(&o) {
        eprintln!("bench-site: {m}");
        std::process::exit(1);
    }
}

fn run(o: &Options) -> Result<(), String> {
    let site = Site {
        pages: o.pages,
        langs: o.langs,
        menu: o.menu,
        search: o.search,
        social: o.social,
        notes: o.notes,
    };
    let _ = std::fs::remove_dir_all(&o.dir);
    std::fs::create_dir_all(&o.dir).map_err(|e| format!("{}: {e}", o.dir.display()))?;
    // Hugo takes its destination relative to its source: absolute paths for both tools.
    let dir = o
        .dir
        .canonicalize()
        .map_err(|e| format!("{}: {e}", o.dir.display()))?;
    let ours = dir.join("rulebook");
    let theirs = dir.join("hugo");
    let started = Instant::now();
    generate::rulebook(&site, &ours).map_err(|e| format!("cannot write the site: {e}"))?;
    generate::hugo(&site, &theirs).map_err(|e| format!("cannot write the Hugo site: {e}"))?;
    println!(
        "site: {} pages × {} languages, generated into {} in {:.1} s",
        o.pages,
        o.langs,
        o.dir.display(),
        started.elapsed().as_secs_f64()
    );
    if !o.rulebook.is_file() {
        return Err(format!(
            "{} not found: build it first (cargo build --release) or pass --rulebook",
            o.rulebook.display()
        ));
    }
    record_translations(&o.rulebook, &ours, o.pages)?;
    let time_v = Path::new("/usr/bin/time").is_file();
    if !time_v {
        println!(
            "(/usr/bin/time is missing: peak memory is not measured; apt-get install -y time)"
        );
    }

    let mut rb = Command::new(&o.rulebook);
    rb.arg("build")
        .arg("--root")
        .arg(&ours)
        .arg("--out")
        .arg("public");
    let mut contenders = vec![Contender::new("rulebook", rb, ours.join("public"))];
    // A cold build starts without the social images rulebook kept from the last run.
    if !o.warm {
        contenders[0].cache = Some(ours.join(".rulebook-cache"));
    }
    let hugo_found = o.hugo
        && Command::new("hugo")
            .arg("version")
            .stdout(Stdio::null())
            .status()
            .is_ok_and(|s| s.success());
    if hugo_found {
        let out = theirs.join("public");
        let mut hugo = Command::new("hugo");
        hugo.arg("--quiet")
            .arg("--source")
            .arg(&theirs)
            .arg("--destination")
            .arg(&out);
        contenders.push(Contender::new("hugo", hugo, out));
    } else if o.hugo {
        println!("hugo not found: the comparison is skipped (on Debian: apt-get install -y hugo)");
    }
    cold_builds(&mut contenders, &dir.join("previous"), o.runs, time_v)?;
    let ours_result = contenders[0].timing();
    let ours_pages = count_html(&contenders[0].out);
    let hugo_result = contenders.get(1).map(|c| (c.timing(), count_html(&c.out)));

    println!(
        "\ncold build, median of {} runs (output cleared each run, the tools taking turns):",
        o.runs
    );
    println!(
        "  {:<10} {:>7} {:>10} {:>15} {:>10} {:>12}",
        "", "pages", "seconds", "(fastest–slowest)", "pages/s", "peak memory"
    );
    let line = |name: &str, r: &Timing, pages: usize| {
        println!(
            "  {:<10} {:>7} {:>10.3} {:>15} {:>10.0} {:>9} MB",
            name,
            pages,
            r.seconds,
            format!("({:.2}–{:.2})", r.fastest, r.slowest),
            pages as f64 / r.seconds,
            r.peak_kb
                .map_or("?".to_string(), |k| format!("{:.0}", k as f64 / 1024.0))
        );
    };
    line("rulebook", &ours_result, ours_pages);
    if let Some((h, pages)) = &hugo_result {
        line("hugo", h, *pages);
        let speed = (ours_pages as f64 / ours_result.seconds) / (*pages as f64 / h.seconds);
        print!("  rulebook/hugo: {speed:.1}× the pages per second");
        if let (Some(a), Some(b)) = (ours_result.peak_kb, h.peak_kb) {
            print!(", {:.2}× the peak memory", a as f64 / b as f64);
        }
        println!();
    }

    if o.serve {
        preview(o, &ours)?;
    }
    Ok(())
}

struct Timing {
    seconds: f64,
    fastest: f64,
    slowest: f64,
    peak_kb: Option<u64>,
}

/// A site generator under test: how to run it, where it writes, what its runs took.
struct Contender {
    name: &'static str,
    cmd: Command,
    out: PathBuf,
    times: Vec<f64>,
    peak_kb: Option<u64>,
    /// A cache folder of the generated site, emptied before each run.
    cache: Option<PathBuf>,
}

impl Contender {
    fn new(name: &'static str, cmd: Command, out: PathBuf) -> Contender {
        Contender {
            name,
            cmd,
            out,
            times: Vec::new(),
            peak_kb: None,
            cache: None,
        }
    }

    fn timing(&self) -> Timing {
        let mut times = self.times.clone();
        Timing {
            seconds: median(&mut times),
            fastest: times.first().copied().unwrap_or(0.0),
            slowest: times.last().copied().unwrap_or(0.0),
            peak_kb: self.peak_kb,
        }
    }
}

/// Runs each contender `runs` times, taking turns so that both meet the machine in the same
/// states, each run from an empty output folder. A previous output is moved into `previous`
/// rather than deleted, and all are deleted at the end: on ext4 without a journal, files
/// created soon after thousands were deleted are slow to allocate (the file system steps
/// around recently freed inodes), which would time the last deletion, not the generator.
/// Records every translation as made from today's English (`rulebook translated all`), then edits
/// the English of every tenth page after it, so that the build works out which translated sections
/// are outdated, as a site that tracks its translations does.
fn record_translations(rulebook: &Path, root: &Path, pages: usize) -> Result<(), String> {
    let run = Command::new(rulebook)
        .args(["translated", "all", "--root"])
        .arg(root)
        .output()
        .map_err(|e| format!("{}: {e}", rulebook.display()))?;
    if !run.status.success() {
        return Err(format!(
            "rulebook translated: {}",
            String::from_utf8_lossy(&run.stderr)
        ));
    }
    for i in (0..pages).step_by(10) {
        let id = generate::page_id(i);
        for section in ["games", "variants"] {
            let file = root.join("content").join(section).join(&id).join("en.md");
            if let Ok(text) = std::fs::read_to_string(&file) {
                let edited = format!("{} Revised since.\n", text.trim_end());
                std::fs::write(&file, edited).map_err(|e| format!("{}: {e}", file.display()))?;
            }
        }
    }
    Ok(())
}

fn cold_builds(
    contenders: &mut [Contender],
    previous: &Path,
    runs: usize,
    time_v: bool,
) -> Result<(), String> {
    std::fs::create_dir_all(previous).map_err(|e| format!("{}: {e}", previous.display()))?;
    for run in 0..runs {
        for c in contenders.iter_mut() {
            if c.out.exists() {
                let aside = previous.join(format!("{}-{run}", c.name));
                std::fs::rename(&c.out, &aside).map_err(|e| format!("{}: {e}", c.out.display()))?;
            }
            if let Some(cache) = c.cache.as_ref().filter(|d| d.exists()) {
                let aside = previous.join(format!("{}-cache-{run}", c.name));
                std::fs::rename(cache, &aside).map_err(|e| format!("{}: {e}", cache.display()))?;
            }
            let (seconds, kb) = run_once(&mut c.cmd, time_v)?;
            c.times.push(seconds);
            c.peak_kb = c.peak_kb.max(kb);
        }
    }
    let _ = std::fs::remove_dir_all(previous);
    Ok(())
}

/// One build: its wall-clock time and, with `/usr/bin/time`, its peak memory.
fn run_once(cmd: &mut Command, time_v: bool) -> Result<(f64, Option<u64>), String> {
    let mut run = if time_v {
        let mut c = Command::new("/usr/bin/time");
        c.arg("-f")
            .arg("peak-kb %M")
            .arg(cmd.get_program())
            .args(cmd.get_args());
        c
    } else {
        let mut c = Command::new(cmd.get_program());
        c.args(cmd.get_args());
        c
    };
    let started = Instant::now();
    let output = run
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .output()
        .map_err(|e| format!("{:?}: {e}", cmd.get_program()))?;
    let seconds = started.elapsed().as_secs_f64();
    let stderr = String::from_utf8_lossy(&output.stderr);
    if !output.status.success() {
        return Err(format!("{:?} failed:\n{stderr}", cmd.get_program()));
    }
    let kb = stderr
        .lines()
        .rev()
        .find_map(|l| l.strip_prefix("peak-kb ")?.trim().parse::<u64>().ok());
    Ok((seconds, kb))
}

fn median(values: &mut [f64]) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

fn count_html(dir: &Path) -> usize {
    fn walk(dir: &Path, n: &mut usize) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                walk(&p, n);
            } else if p.extension().is_some_and(|x| x == "html") {
                *n += 1;
            }
        }
    }
    let mut n = 0;
    walk(dir, &mut n);
    n
}

/// The time from saving a file to the open page's reload event, to the updated page being served,
/// and to the whole site rendered (the reload event of a page that is not open).
fn preview(o: &Options, root: &Path) -> Result<(), String> {
    let port = TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map_err(|e| format!("no free port: {e}"))?
        .port();
    let mut server = Command::new(&o.rulebook)
        .arg("serve")
        .arg("--root")
        .arg(root)
        .arg("--port")
        .arg(port.to_string())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("cannot start rulebook serve: {e}"))?;
    let result = measure_preview(o, root, port);
    let _ = server.kill();
    let _ = server.wait();
    result
}

fn measure_preview(o: &Options, root: &Path, port: u16) -> Result<(), String> {
    let started = Instant::now();
    while !get(port, "/en/").is_ok_and(|(status, _)| status == 200) {
        if started.elapsed() > Duration::from_secs(300) {
            return Err("rulebook serve did not come up".to_string());
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    println!(
        "\npreview (rulebook serve), median of {} edits: save → open page's reload event → updated page served → whole site rendered",
        o.edits
    );
    println!(
        "  serve came up with the whole site in {:.2} s",
        started.elapsed().as_secs_f64()
    );
    // Page p0007 is a variant whose Hungarian slug is `hu-7`; p0014 is another one (`hu-14`).
    let edited = "/hu/valtozatok/hu-7/";
    let other = "/hu/valtozatok/hu-14/";
    type Edit = (
        &'static str,
        &'static str,
        &'static str,
        fn(&str, usize) -> (String, String),
    );
    let edits: [Edit; 4] = [
        (
            "body edit",
            "content/variants/p0007/hu.md",
            edited,
            |text, k| (format!("{text}\nbodymark{k}\n"), format!("bodymark{k}")),
        ),
        (
            "title edit",
            "locales/hu/games.ftl",
            if o.menu { other } else { edited },
            |text, k| {
                let (head, rest) = text.split_once("-p0007 = ").unwrap_or((text, ""));
                let rest = rest.split_once('\n').map_or("", |(_, r)| r);
                (
                    format!("{head}-p0007 = Dáma hét {k}\n{rest}"),
                    format!("Dáma hét {k}<"),
                )
            },
        ),
        (".ftl edit", "locales/hu/interface.ftl", other, |text, k| {
            let (head, rest) = text.split_once("cta-text = ").unwrap_or((text, ""));
            let rest = rest.split_once('\n').map_or("", |(_, r)| r);
            (
                format!("{head}cta-text = Kezdj játszani {k}.\n{rest}"),
                format!("Kezdj játszani {k}."),
            )
        }),
        ("template", "templates/page.html", other, |text, k| {
            let (head, rest) = text.split_once("<article").unwrap_or((text, ""));
            let rest = rest.split_once('>').map_or("", |(_, r)| r);
            (
                format!("{head}<article data-edit=\"{k}\">{rest}"),
                format!("data-edit=\"{k}\""),
            )
        }),
    ];
    println!(
        "  {:<12} {:>14} {:>14} {:>14}",
        "", "reload event", "page served", "whole site"
    );
    for (name, file, page, edit) in edits {
        let path = root.join(file);
        // The page is open in a browser, as when an author watches what they edit.
        let mut events = Events::open(port, Some(page))?;
        let mut site_events = Events::open(port, None)?;
        let mut to_event = Vec::new();
        let mut to_page = Vec::new();
        let mut to_site = Vec::new();
        for k in 0..o.edits {
            let text = std::fs::read_to_string(&path).map_err(|e| format!("{file}: {e}"))?;
            let (new, marker) = edit(&text, k);
            std::thread::sleep(Duration::from_millis(150));
            let t0 = Instant::now();
            std::fs::write(&path, new).map_err(|e| format!("{file}: {e}"))?;
            loop {
                if t0.elapsed() > Duration::from_secs(120) {
                    return Err(format!("{name}: {page} never showed `{marker}`"));
                }
                events.next_reload(Duration::from_secs(120))?;
                let event = t0.elapsed();
                let (_, body) = get(port, page).map_err(|e| format!("GET {page}: {e}"))?;
                if body.contains(&marker) {
                    to_event.push(event.as_secs_f64() * 1000.0);
                    to_page.push(t0.elapsed().as_secs_f64() * 1000.0);
                    break;
                }
            }
            site_events.next_reload(Duration::from_secs(120))?;
            to_site.push(t0.elapsed().as_secs_f64() * 1000.0);
        }
        println!(
            "  {:<12} {:>11.1} ms {:>11.1} ms {:>11.1} ms",
            name,
            median(&mut to_event),
            median(&mut to_page),
            median(&mut to_site)
        );
    }
    Ok(())
}

/// A subscription to the server's reload events.
struct Events {
    reader: BufReader<TcpStream>,
}

impl Events {
    /// A stream as the page at `page` opens it (rendered and reloaded first), or as a page
    /// that is not open (`None`: told once the whole site is rendered).
    fn open(port: u16, page: Option<&str>) -> Result<Events, String> {
        let mut stream = TcpStream::connect(("127.0.0.1", port)).map_err(|e| e.to_string())?;
        // Site paths here are ASCII; `/` is the only character to encode.
        let query = page.map_or(String::new(), |p| {
            format!("?page={}", p.replace('/', "%2F"))
        });
        write!(stream, "GET /__rulebook/events{query} HTTP/1.1\r\nHost: localhost\r\nAccept: text/event-stream\r\n\r\n").map_err(|e| e.to_string())?;
        let mut events = Events {
            reader: BufReader::new(stream),
        };
        events.next_event("hello", Duration::from_secs(10))?;
        Ok(events)
    }

    fn next_reload(&mut self, timeout: Duration) -> Result<(), String> {
        self.next_event("reload", timeout)
    }

    fn next_event(&mut self, name: &str, timeout: Duration) -> Result<(), String> {
        self.reader
            .get_ref()
            .set_read_timeout(Some(timeout))
            .map_err(|e| e.to_string())?;
        let wanted = format!("event: {name}");
        let mut line = String::new();
        loop {
            line.clear();
            match self.reader.read_line(&mut line) {
                Ok(0) => return Err("the event stream ended".to_string()),
                Ok(_) if line.trim_end() == wanted => return Ok(()),
                Ok(_) => {}
                Err(e) => return Err(format!("waiting for `{name}`: {e}")),
            }
        }
    }
}

/// A plain HTTP/1.1 GET; (status, body).
fn get(port: u16, path: &str) -> Result<(u16, String), String> {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).map_err(|e| e.to_string())?;
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"
    )
    .map_err(|e| e.to_string())?;
    let mut bytes = Vec::new();
    stream.read_to_end(&mut bytes).map_err(|e| e.to_string())?;
    let text = String::from_utf8_lossy(&bytes);
    let status = text
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .ok_or("no HTTP status")?;
    Ok((status, text.into_owned()))
}
