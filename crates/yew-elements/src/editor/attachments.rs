//! Attachments: the HTML of an attachment once uploaded, in the figure shape the editor's
//! sanitizer policy keeps. Which files the editor accepts (`accept`, `acceptMimes`) is
//! core's decision ([`yewform_core::editor::accept`]), re-exported here.
//!
//! Everything here is pure, so it is tested natively.

use yewform_core::sanitize::{Policy, escape_attr, escape_text, normalize_editor_html};

pub use super::upload::Uploaded;
pub use yewform_core::editor::accept::{FileInfo, extension, input_accept, refusals};

/// A size for people: `512 B`, `2 KB`, `1.5 MB`.
///
/// ```
/// use yewform_elements::editor::attachments::human_size;
/// assert_eq!(human_size(512), "512 B");
/// assert_eq!(human_size(2048), "2 KB");
/// assert_eq!(human_size(1_572_864), "1.5 MB");
/// ```
pub fn human_size(bytes: u64) -> String {
    // Integer arithmetic only: Rust's float formatting would link ~5 KB gzip of
    // `core::fmt::float` into every app with an editor (docs/size.md).
    const UNITS: [&str; 4] = ["KB", "MB", "GB", "TB"];
    if bytes < 1024 {
        let mut out = bytes.to_string();
        out.push_str(" B");
        return out;
    }
    // In u64 (no u128 division and formatting in the wasm): the divisor is at most 2^40.
    let mut divisor: u64 = 1024;
    let mut unit = "KB";
    for next in UNITS.iter().skip(1) {
        if bytes < divisor * 1024 {
            break;
        }
        divisor *= 1024;
        unit = next;
    }
    // Rounded to one decimal, halves up (as `f64::round` does for positive sizes): the
    // remainder's tenths (0..=10) carry into the whole part.
    let tenths = ((bytes % divisor) * 10 + divisor / 2) / divisor;
    let (whole, fraction) = match tenths {
        10 => (bytes / divisor + 1, 0),
        t => (bytes / divisor, t),
    };
    // Pushed, not format!: one integer formatting, no format pieces (docs/size.md).
    let mut out = whole.to_string();
    if fraction != 0 {
        out.push('.');
        out.push_str(&fraction.to_string());
    }
    out.push(' ');
    out.push_str(unit);
    out
}

/// Whether the attachment is shown as an image (`image/*` with a raster or vector type the
/// browser renders in an `<img>`).
pub fn is_image(content_type: &str) -> bool {
    content_type.to_ascii_lowercase().starts_with("image/")
}

/// The HTML of an uploaded attachment: a `figure` with the `data-yf-attachment*`
/// attributes, an `<img>` for images or a link for other files, and a caption with the name
/// and size; already in the editor's normal form. URLs the sanitizer refuses are dropped
/// (the figure then shows only its caption).
///
/// ```
/// use yewform_elements::editor::attachments::{figure_html, FileInfo};
/// use yewform_elements::editor::Uploaded;
///
/// let file = FileInfo { name: "a.pdf".into(), content_type: "application/pdf".into(), size: 2048 };
/// let up = Uploaded { url: "/f/a.pdf".into(), href: "/f/a.pdf?download".into() };
/// let html = figure_html(&file, &up);
/// assert!(html.starts_with("<figure class=\"attachment attachment--file\""), "{html}");
/// assert!(html.contains("<a href=\"/f/a.pdf?download\">a.pdf</a>"), "{html}");
/// ```
pub fn figure_html(file: &FileInfo, uploaded: &Uploaded) -> String {
    let policy = Policy::editor();
    let url = policy.check_url(&uploaded.url, true);
    let href = policy.check_url(&uploaded.href, false);
    let image = is_image(&file.content_type);
    let mut html = String::new();
    html.push_str("<figure class=\"attachment ");
    html.push_str(if image {
        "attachment--preview"
    } else {
        "attachment--file"
    });
    html.push_str("\" data-yf-attachment=\"\"");
    // Pushed piece by piece, not format!: no format pieces and arguments (docs/size.md).
    if let Some(url) = &url {
        push_attribute(&mut html, " data-yf-attachment-url=\"", url);
    }
    if let Some(href) = &href {
        push_attribute(&mut html, " data-yf-attachment-href=\"", href);
    }
    push_attribute(&mut html, " data-yf-attachment-filename=\"", &file.name);
    push_attribute(
        &mut html,
        " data-yf-attachment-content-type=\"",
        &file.content_type,
    );
    html.push_str(" data-yf-attachment-filesize=\"");
    html.push_str(&file.size.to_string());
    html.push_str("\">");
    let name = escape_text(&file.name);
    let size = escape_text(&human_size(file.size));
    match (image, &url, &href) {
        (true, Some(url), _) => {
            push_attribute(&mut html, "<img src=\"", url);
            push_attribute(&mut html, " alt=\"", &file.name);
            html.push_str("><figcaption class=\"attachment__caption\">");
            html.push_str(&name);
        }
        (_, _, Some(href)) => {
            push_attribute(
                &mut html,
                "<figcaption class=\"attachment__caption\"><a href=\"",
                href,
            );
            html.push('>');
            html.push_str(&name);
            html.push_str("</a>");
        }
        _ => {
            html.push_str("<figcaption class=\"attachment__caption\">");
            html.push_str(&name);
        }
    }
    html.push_str(" <span class=\"size\">");
    html.push_str(&size);
    html.push_str("</span></figcaption>");
    html.push_str("</figure>");
    normalize_editor_html(&html)
}

/// Pushes `start` (up to an attribute's opening quote), `value` escaped and the closing quote.
fn push_attribute(html: &mut String, start: &str, value: &str) {
    html.push_str(start);
    html.push_str(&escape_attr(value));
    html.push('"');
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(name: &str, mime: &str) -> FileInfo {
        FileInfo {
            name: name.into(),
            content_type: mime.into(),
            size: 10,
        }
    }

    #[test]
    fn image_figure_is_in_normal_form() {
        let html = figure_html(
            &file("a<b>.png", "image/png"),
            &Uploaded {
                url: "/u/a.png".into(),
                href: "/u/a.png".into(),
            },
        );
        assert_eq!(normalize_editor_html(&html), html);
        assert!(
            html.contains("<img src=\"/u/a.png\" alt=\"a&lt;b&gt;.png\">"),
            "{html}"
        );
    }

    #[test]
    fn scripted_urls_are_dropped() {
        let html = figure_html(
            &file("a.png", "image/png"),
            &Uploaded {
                url: "javascript:alert(1)".into(),
                href: "javascript:alert(1)".into(),
            },
        );
        assert!(!html.contains("javascript"), "{html}");
        assert!(!html.contains("<img"), "{html}");
    }
}

#[cfg(test)]
mod size_tests {
    use super::human_size;

    /// The float version `human_size` replaced, as the reference for the integer one.
    fn float_size(bytes: u64) -> String {
        if bytes < 1024 {
            return format!("{bytes} B");
        }
        let mut size = bytes as f64 / 1024.0;
        let mut unit = "KB";
        for next in ["MB", "GB", "TB"] {
            if size < 1024.0 {
                break;
            }
            size /= 1024.0;
            unit = next;
        }
        let rounded = (size * 10.0).round() / 10.0;
        if rounded.fract() == 0.0 {
            format!("{rounded:.0} {unit}")
        } else {
            format!("{rounded:.1} {unit}")
        }
    }

    /// The u128 version `human_size` replaced (same rounding, wider arithmetic).
    fn wide_size(bytes: u64) -> String {
        if bytes < 1024 {
            return format!("{bytes} B");
        }
        let bytes = u128::from(bytes);
        let mut divisor: u128 = 1024;
        let mut unit = "KB";
        for next in ["MB", "GB", "TB"] {
            if bytes < divisor * 1024 {
                break;
            }
            divisor *= 1024;
            unit = next;
        }
        let tenths = (bytes * 10 + divisor / 2) / divisor;
        match (tenths / 10, tenths % 10) {
            (whole, 0) => format!("{whole} {unit}"),
            (whole, fraction) => format!("{whole}.{fraction} {unit}"),
        }
    }

    #[test]
    fn u64_sizes_read_as_the_u128_ones_did() {
        assert_eq!(human_size(u64::MAX), wide_size(u64::MAX));
        let mut n: u64 = 1;
        while n < u64::MAX / 3 {
            for bytes in [n, n + 1, n - 1, n / 7 * 5, n + n / 3, n * 2, n * 3 - 1] {
                assert_eq!(human_size(bytes), wide_size(bytes), "{bytes} bytes");
            }
            n = n * 3 + 1;
        }
        for unit in 1..=4 {
            let d = 1024_u64.pow(unit);
            for k in [1, 2, 3, 999, 1023, 1024, 5000] {
                for bytes in [
                    k * d,
                    k * d - 1,
                    k * d + d / 20,
                    k * d + d / 20 - 1,
                    k * d + d - d / 20,
                ] {
                    assert_eq!(human_size(bytes), wide_size(bytes), "{bytes} bytes");
                }
            }
        }
    }

    #[test]
    fn integer_sizes_read_as_the_float_ones_did() {
        assert_eq!(human_size(1023), "1023 B");
        assert_eq!(human_size(1024), "1 KB");
        assert_eq!(human_size(1126), "1.1 KB");
        assert_eq!(human_size(1_048_575), "1024 KB");
        assert_eq!(human_size(1_048_576), "1 MB");
        assert_eq!(human_size(5 * 1024_u64.pow(4)), "5 TB");
        assert_eq!(human_size(3 * 1024_u64.pow(5)), "3072 TB");
        let mut n: u64 = 1;
        while n < u64::MAX / 3 {
            for bytes in [n, n + 1, n.saturating_sub(1), n / 7 * 5, n + n / 3] {
                assert_eq!(human_size(bytes), float_size(bytes), "{bytes} bytes");
            }
            n = n * 3 + 1;
        }
    }
}
