//! The tokenizer's reading against `lol_html`'s, which Pagefind reads pages with: the same
//! digest, metadata, anchors and language for edge cases and for random pages.

use proptest::prelude::*;

use super::*;

/// The page read by the tokenizer; `None` if it leaves the page to `lol_html`.
fn fast(html: &str) -> Option<DomParserResult> {
    let mut elements = elements::Elements::new();
    tokens::tokenize(html, &mut elements).ok()?;
    Some(elements.reader.finish())
}

fn assert_same(html: &str) {
    let reference = with_lol_html(html).expect("lol_html reads any page");
    let fast = fast(html).unwrap_or_else(|| panic!("the tokenizer reads {html:?}"));
    assert_eq!(fast, reference, "page: {html:?}");
}

/// A page as the index reads it: marked element first.
fn page(body: &str) -> String {
    format!("<html lang=\"en\"><body><main data-pagefind-body>{body}</main></body></html>")
}

#[test]
fn tags_and_attributes_in_every_quoting() {
    for body in [
        "<h1>Title</h1><p>Text <b>bold</b> and <i>more</i>.</p>",
        "<h2 id=a>unquoted</h2><h2 id='b c'>single</h2><h2 id=\"d\">double</h2>",
        "<H2 ID=\"Up\" Data-Pagefind-Weight=3>Upper case</H2>",
        "<p id=x id=y>first of two</p><p =x id=z>odd name</p>",
        "<p id=a/b>slash in a value</p><p id=\"q\"class=\"r\">no space</p>",
        "<p id=\"a\" / >self closing</p><div/>after<br/>",
        "<p data-pagefind-index-attrs=\"title,alt\" title=\"T\" alt=\"A!\">x</p>",
        "<span data-pagefind-meta=\"author:Ann, year[data-y]\" data-y=\"1999\">s</span>",
        "<span data-pagefind-default-meta=\"kind\">Rules</span><span data-pagefind-meta=\"kind\">Mine</span>",
        "<h3 id=\"s\" data-pagefind-title=\" Sec &amp; tion \">t</h3><p>under <a id=k>link <em>in</em></a></p>",
        "<p data-pagefind-meta=\"[odd name], x[]\" odd=1>meta edge</p>",
    ] {
        assert_same(&page(body));
    }
}

#[test]
fn comments_doctypes_and_bogus_markup_give_nothing() {
    for body in [
        "a<!-- c -->b<!---->c<!-->d<!--->e<!-- x --!>f<!-- <!-- y -->g",
        "a<!-- - -- --- ->h-->b<!--<!-->c<!---x-->d",
        "<!DOCTYPE html>a<!doctype x PUBLIC \"y>\" >b<?php echo ?>c</ x>d</>e<!x>f",
        "a<![CDATA[ not cdata ]]>b<!-x->c<!->d",
        "a<!-- never closed",
        "a<!DOCTYPE",
    ] {
        assert_same(&page(body));
    }
}

#[test]
fn raw_text_runs_to_its_own_end_tag() {
    for body in [
        "<style>p > a { x: '</p>' }</style>after",
        "<textarea>a <b>b</b> &amp; </textareax> c</textarea >d",
        "<noscript><p>no</p></NOSCRIPT>e<iframe><x></iframe/>f",
        "<xmp></xm</xmp1></xmp>g<noembed>h</noembed><noframes>i</noframes>",
        "<style a=>forced data <b>bold</b></style>j",
        "<style/>k</style>l<title/>m</title>n",
        "<style>never closed </sty",
        "<style>never closed </style",
        "<textarea>x<",
    ] {
        assert_same(&page(body));
    }
    assert_same("<html lang=de><head><title>Page &amp; <b>title</b></title></head><body data-pagefind-body><p>x</p></body></html>");
}

#[test]
fn void_elements_and_images() {
    for body in [
        "<h1>T</h1><img src=\"a.png\" alt=\"An &amp; image\"><p>x<br>y<br/>z</br></p>",
        "<img src=a.png><h1>T</h1><img src=b.png><img src=c.png alt=c>",
        "<p>a<hr>b<input value=v><wbr>c<meta name=x><link rel=y></p>",
        "<label>l</label><p>a<label/>b</p>",
    ] {
        assert_same(&page(body));
    }
}

#[test]
fn unclosed_and_misnested_elements() {
    for body in [
        "<div><p>a</div>b",
        "<b><i>x</b></i>y</p></span>",
        "<h2>open heading<p>para<section>sec",
        "<ul><li>one<li>two</ul>",
        "<a id=x><div id=y>in</a>out</div>",
        "<p>a < b <3 c <",
        "<p>a</",
        "<p>tag at the end <di",
        "<p>attribute at the end <div id=\"x",
        "<td>cell<td>cell</table>",
    ] {
        assert_same(&page(body));
    }
}

#[test]
fn entities_stay_as_written_until_the_text_is_tidied() {
    for body in [
        "<p>a &amp; b &lt;c&gt; &nbsp;d&#233;&#x41; &unknown; &amp</p>",
        "<h2 id=\"&amp;x\" data-pagefind-title=\"&lt;T&gt;\">t</h2>",
        "<p data-pagefind-meta=\"note:a &amp; b\">m</p>",
    ] {
        assert_same(&page(body));
    }
}

#[test]
fn ignored_excluded_and_several_bodies() {
    for body in [
        "<p>a</p><div data-pagefind-ignore>b <span data-pagefind-meta=m>meta</span></div>c",
        "<div data-pagefind-ignore=all>b <span data-pagefind-meta=m>meta</span></div>",
        "<div data-pagefind-ignore=INDEX id=x>b</div><nav>n</nav><footer>f</footer><form>g</form>",
        "<nav data-pagefind-body>nav body</nav><template>t</template>",
        "<section data-pagefind-body>second body</section>",
        "<div data-pagefind-ignore><p data-pagefind-body>inner</p></div>",
    ] {
        assert_same(&page(body));
    }
    assert_same("<html><body><p id=a>outside</p><div data-pagefind-body><p id=b>in</p></div><p id=c>after</p></body></html>");
    assert_same("<p>before html</p><html lang=\"EN-gb\"><body data-pagefind-body>x</body></html><p>after</p><html lang=fr>y");
    assert_same("<div><html lang=hu><body data-pagefind-body>z</div>after");
}

#[test]
fn pages_it_does_not_read_go_to_lol_html() {
    for body in [
        "<svg><title>t</title></svg>",
        "<SCRIPT>x</script>",
        "<math><mi>x</mi></math>",
        "<plaintext>all the rest",
    ] {
        let html = page(body);
        assert!(fast(&html).is_none(), "{body}");
        assert_eq!(read(&html), with_lol_html(&html));
    }
}

/// Pieces random pages are made of: tags, attributes, markup and text of every kind the
/// tokenizer reads.
const PIECES: &[&str] = &[
    "<div",
    "<p",
    "<h1",
    "<h2",
    "<span",
    "<a",
    "<li",
    "<ul",
    "<td",
    "<section",
    "<article",
    "<title",
    "<style",
    "<textarea",
    "<noscript",
    "<nav",
    "<footer",
    "<label",
    "<br",
    "<img",
    "<hr",
    "<input",
    "<html",
    "<head",
    "<b",
    "</div",
    "</p",
    "</h1",
    "</h2",
    "</span",
    "</a",
    "</li",
    "</title",
    "</style",
    "</textarea",
    "</noscript",
    "</nav",
    "</b",
    "</html",
    "</br",
    "</",
    "<",
    ">",
    "/>",
    "/",
    " ",
    "\n",
    "\t",
    "=",
    "\"",
    "'",
    " id=",
    " id=\"x\"",
    " id='y z'",
    " data-pagefind-body",
    " data-pagefind-ignore",
    " data-pagefind-ignore=all",
    " data-pagefind-weight=\"3\"",
    " data-pagefind-meta=\"m:v\"",
    " data-pagefind-meta=\"t\"",
    " data-pagefind-title=\"T\"",
    " data-pagefind-index-attrs=\"alt\"",
    " alt=\"A\"",
    " src=\"s\"",
    " lang=\"de\"",
    "<!--",
    "-->",
    "--!>",
    "-",
    "!",
    "<!",
    "<?",
    "<!DOCTYPE x",
    "<![CDATA[",
    "]]>",
    "word",
    "Word.",
    "é",
    "ő",
    "字",
    "&amp;",
    "&lt;",
    "&nbsp;",
    "&",
    "?",
    ".",
    ",",
    "DIV",
    "TITLE",
    "id",
];

fn random_page() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(PIECES), 0..60)
        .prop_map(|pieces| format!("<html lang=\"en\"><body>{}", pieces.concat()))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn random_pages_read_as_lol_html_reads_them(html in random_page()) {
        let reference = with_lol_html(&html).expect("lol_html reads any page");
        let fast = fast(&html).expect("the pieces have nothing the tokenizer leaves out");
        prop_assert_eq!(fast, reference, "page: {:?}", html);
    }

    #[test]
    fn random_marked_pages_read_as_lol_html_reads_them(html in random_page()) {
        let html = html.replacen("<body>", "<body><main data-pagefind-body>", 1);
        let reference = with_lol_html(&html).expect("lol_html reads any page");
        let fast = fast(&html).expect("the pieces have nothing the tokenizer leaves out");
        prop_assert_eq!(fast, reference, "page: {:?}", html);
    }
}
