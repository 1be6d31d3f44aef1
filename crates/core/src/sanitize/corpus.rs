//! A corpus of cross-site-scripting payloads every sanitized string is tested against.

/// Cross-site-scripting payloads: script tags in many spellings, event handlers, `svg` and
/// `math` (including the mutation-XSS namespace confusions), obfuscated `javascript:` URLs,
/// `data:` documents and SVG images, frames, objects, forms, `base`/`meta`/`link`, CSS,
/// raw-text element break-outs, comment tricks, unclosed tags, odd quoting, NUL bytes and
/// DOM clobbering.
///
/// Public so that every layer tests against the same list: the core's tests check, for
/// [`Policy::inline`](super::Policy::inline) and [`Policy::editor`](super::Policy::editor),
/// that [`sanitize`](super::sanitize) leaves no `<script`, no `on…=` attribute, no
/// `javascript:`/`vbscript:`/`data:text` URL and none of `iframe object embed svg math
/// style base meta link form`, and that sanitizing the output again changes nothing; the
/// browser tests render each payload and check that nothing runs.
pub const XSS_CORPUS: &[&str] = &[
    // Script elements.
    "<script>alert(1)</script>",
    "<SCRIPT>alert(1)</SCRIPT>",
    "<ScRiPt src=//evil.test/x.js></ScRiPt>",
    "<script/xss src=//evil.test/x.js></script>",
    "<script\n>alert(1)</script\n>",
    "<<script>alert(1)//<</script>",
    "<script>alert(1)",
    "<scr<script>ipt>alert(1)</scr</script>ipt>",
    "<script><!--<script></script>alert(1)</script>-->",
    "<script type=\"text/javascript\">document.write('<img src=x onerror=alert(1)>')</script>",
    "<script>/*</script><img src=x onerror=alert(1)>*/</script>",
    // Event handlers.
    "<img src=x onerror=alert(1)>",
    "<IMG SRC=x ONERROR=alert(1)>",
    "<img src=x onerror=\"alert(1)\">",
    "<img src=x onerror='alert(1)'>",
    "<img src=x:alert(1) onerror=eval(src)>",
    "<img/src=x/onerror=alert(1)>",
    "<img src=`x` onerror=`alert(1)`>",
    "<img src=\"x\"onerror=\"alert(1)\">",
    "<img \"\"\"><script>alert(1)</script>\">",
    "<img src=x onerror\n=\nalert(1)>",
    "<b onmouseover=alert(1)>hover</b>",
    "<p onclick=\"alert(1)\" class=\"x\">click</p>",
    "<a href=\"https://ok.test\" onfocus=alert(1) autofocus>x</a>",
    "<details open ontoggle=alert(1)>",
    "<input autofocus onfocus=alert(1)>",
    "<video><source onerror=alert(1)></video>",
    "<audio src=x onerror=alert(1)>",
    "<body onload=alert(1)>",
    "<marquee onstart=alert(1)>x</marquee>",
    "<div onpointerenter=alert(1) style=\"position:fixed;inset:0\">x</div>",
    // SVG and MathML, including namespace-confusion (mutation XSS) payloads.
    "<svg onload=alert(1)>",
    "<svg/onload=alert(1)>",
    "<svg><script>alert(1)</script></svg>",
    "<svg><a xlink:href=\"javascript:alert(1)\"><text>x</text></a></svg>",
    "<svg><animate onbegin=alert(1) attributeName=x dur=1s>",
    "<svg><style><img src=x onerror=alert(1)></style></svg>",
    "<svg></p><style><a id=\"</style><img src=1 onerror=alert(1)>\">",
    "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
    "<math><mi xlink:href=\"javascript:alert(1)\">x</mi></math>",
    "<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title=\"</style><img src onerror=alert(1)>\"></style></h1>",
    "<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>",
    // Obfuscated javascript: URLs.
    "<a href=\"javascript:alert(1)\">x</a>",
    "<a href=\"JaVaScRiPt:alert(1)\">x</a>",
    "<a href=\" javascript:alert(1)\">x</a>",
    "<a href=\"jav&#x09;ascript:alert(1)\">x</a>",
    "<a href=\"jav\tascript:alert(1)\">x</a>",
    "<a href=\"&#106;avascript:alert(1)\">x</a>",
    "<a href=&#x6a;avascript:alert(1)>x</a>",
    "<a href=\"&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)\">x</a>",
    "<a href=\"javascript&colon;alert(1)\">x</a>",
    "<a href=\"java&NewLine;script:alert(1)\">x</a>",
    "<a href=\"&#0000106&#0000097vascript:alert(1)\">x</a>",
    "<a href=\"java\0script:alert(1)\">x</a>",
    "<a href=\"vbscript:msgbox(1)\">x</a>",
    "<a href=\"data:text/html,<script>alert(1)</script>\">x</a>",
    "<a href=\"data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==\">x</a>",
    "<img src=\"javascript:alert(1)\">",
    "<img src=\"data:image/svg+xml,<svg onload=alert(1)>\">",
    "<img src=\"data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+\">",
    "<img src=\"data:text/html,<script>alert(1)</script>\">",
    // Frames, objects, forms and document-level elements.
    "<iframe src=\"javascript:alert(1)\"></iframe>",
    "<iframe srcdoc=\"<script>alert(1)</script>\"></iframe>",
    "<iframe src=\"data:text/html,<script>alert(1)</script>\">",
    "<object data=\"javascript:alert(1)\"></object>",
    "<object data=\"data:text/html,<script>alert(1)</script>\"><param name=x value=y></object>",
    "<embed src=\"javascript:alert(1)\">",
    "<embed src=\"data:image/svg+xml,<svg onload=alert(1)>\">",
    "<form action=\"javascript:alert(1)\"><button>x</button></form>",
    "<form><button formaction=\"javascript:alert(1)\">x</button></form>",
    "<base href=\"javascript:alert(1)//\">",
    "<meta http-equiv=\"refresh\" content=\"0;url=javascript:alert(1)\">",
    "<link rel=\"stylesheet\" href=\"javascript:alert(1)\">",
    "<link rel=import href=\"data:text/html,<script>alert(1)</script>\">",
    // CSS.
    "<style>@import 'javascript:alert(1)';</style>",
    "<style>body{background:url(\"javascript:alert(1)\")}</style>",
    "<div style=\"background:url(javascript:alert(1))\">x</div>",
    "<span style=\"x:expression(alert(1))\">x</span>",
    // Raw-text elements and comments.
    "<noscript><p title=\"</noscript><img src=x onerror=alert(1)>\"></noscript>",
    "<!--><img src=x onerror=alert(1)>-->",
    "<!-- --!><img src=x onerror=alert(1)>-->",
    "<!--<img src=\"--><img src=x onerror=alert(1)//\">",
    "<![CDATA[<img src=x onerror=alert(1)>]]>",
    "<?xml version=\"1.0\"?><img src=x onerror=alert(1)>",
    "<template><img src=x onerror=alert(1)></template>",
    "<xmp><img src=x onerror=alert(1)></xmp>",
    "<textarea></textarea><img src=x onerror=alert(1)>",
    "<title><img src=x onerror=alert(1)></title>",
    "<textarea><script>alert(1)</script></textarea>",
    "<noembed><img src=x onerror=alert(1)></noembed>",
    "<select><option><img src=x onerror=alert(1)></option></select>",
    "<plaintext><script>alert(1)</script>",
    // Unclosed tags, quoting and odd bytes.
    "<img src=x onerror=alert(1)",
    "<a href=\"javascript:alert(1)",
    "<b><i><u>unclosed",
    "<a title=\"x\" href=javascript:alert(1)>x</a>",
    "<a href='javascript:alert(1)'>x</a>",
    "<a href=`javascript:alert(1)`>x</a>",
    "<img src=x onerror=alert(1)\0>",
    "<scr\0ipt>alert(1)</scr\0ipt>",
    "<img src=x o\0nerror=alert(1)>",
    "<div/onclick=alert(1)>x</div>",
    "<div =onclick=alert(1)>x</div>",
    "<a href=\"x\" \"onclick=alert(1)\">x</a>",
    "\"><script>alert(1)</script>",
    "'><img src=x onerror=alert(1)>",
    "</title><script>alert(1)</script>",
    "</textarea><script>alert(1)</script>",
    // DOM clobbering.
    "<form id=x name=y><input name=attributes></form>",
    "<img name=getElementById src=x>",
    "<a id=defaultView name=cookie href=\"#\">x</a>",
];

#[cfg(test)]
mod tests {
    use super::XSS_CORPUS;

    #[test]
    fn the_corpus_is_large_and_has_no_duplicates() {
        assert!(XSS_CORPUS.len() >= 60);
        let mut sorted = XSS_CORPUS.to_vec();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), XSS_CORPUS.len());
    }
}
