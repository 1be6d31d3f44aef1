//! URL checks for `href`, `src` and the other URL attributes.

use super::policy::Policy;

/// The raster image types a `data:` URL may carry on `img src` (never `image/svg+xml`,
/// which can hold script).
const DATA_IMAGE_TYPES: &[&str] = &["image/png", "image/jpeg", "image/gif", "image/webp"];

/// ASCII whitespace and C0 control characters (and DEL): browsers strip or ignore them
/// around and inside a scheme.
fn is_ignorable(c: char) -> bool {
    c <= ' ' || c == '\u{7f}'
}

/// See [`Policy::check_url`].
pub(crate) fn check(policy: &Policy, value: &str, image: bool) -> Option<String> {
    let trimmed = value.trim_matches(is_ignorable);
    let compact: String = trimmed.chars().filter(|c| !is_ignorable(*c)).collect();
    let first = compact.find([':', '/', '?', '#', '\\']);
    let scheme_end = match first {
        Some(at) if compact.get(at..at + 1) == Some(":") => at,
        // No `:` before the path, query or fragment: a relative URL.
        _ => return Some(trimmed.to_owned()),
    };
    let scheme = compact.get(..scheme_end)?.to_ascii_lowercase();
    let mut chars = scheme.chars();
    let well_formed = chars.next().is_some_and(|c| c.is_ascii_lowercase())
        && chars.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || "+-.".contains(c));
    if !well_formed {
        // `:x`, `ja va:`: not a scheme a browser would run, but not one to trust either.
        return None;
    }
    if policy.allows_scheme(&scheme) {
        return Some(trimmed.to_owned());
    }
    if scheme == "data" && image && policy.allows_data_images() {
        let rest = compact.get(scheme_end + 1..)?.to_ascii_lowercase();
        let media_type = rest.split([';', ',']).next().unwrap_or("");
        if DATA_IMAGE_TYPES.contains(&media_type) && rest.contains(',') {
            return Some(trimmed.to_owned());
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::check;
    use crate::sanitize::Policy;

    #[test]
    fn schemes_and_relative_urls() {
        let p = Policy::editor();
        for ok in [
            "https://x.test/a?b=1&c=2",
            "http://x.test",
            "mailto:a@x.test",
            "/path",
            "#frag",
            "?q=1",
            "//cdn.x.test/a.png",
            "page.html",
            "",
            "a/b:c",
        ] {
            assert_eq!(check(&p, ok, false).as_deref(), Some(ok), "{ok}");
        }
        for bad in [
            "javascript:alert(1)",
            "JAVASCRIPT:alert(1)",
            " javascript:alert(1)",
            "jav\tascript:alert(1)",
            "java\u{1}script:x",
            "vbscript:msgbox",
            "data:text/html,<script>",
            "file:///etc/passwd",
            ":nothing",
            "java\u{FFFD}script:x",
        ] {
            assert_eq!(check(&p, bad, false), None, "{bad:?}");
        }
    }

    #[test]
    fn data_urls_only_for_raster_images() {
        let p = Policy::editor();
        let png = "data:image/png;base64,iVBORw0KGgo=";
        assert_eq!(check(&p, png, true).as_deref(), Some(png));
        assert_eq!(check(&p, png, false), None);
        assert_eq!(check(&p, "data:image/svg+xml,<svg onload=x>", true), None);
        assert_eq!(
            check(&p, "DATA:IMAGE/WEBP,xx", true).as_deref(),
            Some("DATA:IMAGE/WEBP,xx")
        );
        assert_eq!(check(&p.with_data_images(false), png, true), None);
    }
}
