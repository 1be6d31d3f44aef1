//! File rules: `file`, `image`, `mimes`, `mimetypes`, `dimensions`. They read the
//! [`FileInfo`](super::context::FileInfo) the context gives for a value.

use serde_json::Value;

use super::context::{FileInfo, ValidationContext};
use super::params::{RuleParams, param_number, param_text};

/// The extensions `image` accepts.
pub const IMAGE_EXTENSIONS: [&str; 7] = ["jpg", "jpeg", "png", "gif", "bmp", "svg", "webp"];

/// The `dimensions` parameter names.
pub const DIMENSION_KEYS: [&str; 7] = [
    "min_width",
    "max_width",
    "min_height",
    "max_height",
    "width",
    "height",
    "ratio",
];

/// `file`: the value is a file.
pub fn file(value: &Value, ctx: &dyn ValidationContext) -> bool {
    ctx.file_info(value).is_some()
}

/// `image`: a file with an image extension ([`IMAGE_EXTENSIONS`]).
pub fn image(value: &Value, ctx: &dyn ValidationContext) -> bool {
    ctx.file_info(value)
        .and_then(|f| f.extension())
        .is_some_and(|e| IMAGE_EXTENSIONS.contains(&e.as_str()))
}

/// `mimes:jpg,png`: a file whose extension (case-insensitive) is listed.
pub fn mimes(value: &Value, params: &RuleParams, ctx: &dyn ValidationContext) -> bool {
    let Some(ext) = ctx.file_info(value).and_then(|f| f.extension()) else {
        return false;
    };
    params
        .texts()
        .iter()
        .any(|p| super::context::lower(p) == ext)
}

/// `mimetypes:image/jpeg,video/*`: a file whose MIME type is listed (a `type/*` entry
/// matches every subtype; case-insensitive).
pub fn mimetypes(value: &Value, params: &RuleParams, ctx: &dyn ValidationContext) -> bool {
    let Some(info) = ctx.file_info(value) else {
        return false;
    };
    let mime = super::context::lower(&info.mime);
    params.texts().iter().any(|p| {
        let p = super::context::lower(p);
        match p.strip_suffix("/*") {
            Some(major) => mime.split('/').next() == Some(major),
            None => p == mime,
        }
    })
}

/// Parses a `ratio=` value: `3/2` or a number.
pub fn parse_ratio(v: &Value) -> Option<f64> {
    let text = param_text(v);
    match text.split_once('/') {
        Some((a, b)) => {
            let read = |s: &str| crate::json_text::parse_decimal(s.trim());
            let (a, b) = (read(a)?, read(b)?);
            if b == 0.0 { None } else { Some(a / b) }
        }
        None => param_number(v),
    }
}

fn dims_ok(info: &FileInfo, params: &RuleParams) -> bool {
    let (Some(w), Some(h)) = (info.width, info.height) else {
        return false;
    };
    let (w, h) = (f64::from(w), f64::from(h));
    params.named.iter().all(|(key, v)| {
        if key == "ratio" {
            return match parse_ratio(v) {
                Some(r) if h > 0.0 => ((w / h) - r).abs() < 0.01,
                _ => false,
            };
        }
        let Some(n) = param_number(v) else {
            return true;
        };
        match key.as_str() {
            "min_width" => w >= n,
            "max_width" => w <= n,
            "min_height" => h >= n,
            "max_height" => h <= n,
            "width" => w == n,
            "height" => h == n,
            _ => true,
        }
    })
}

/// `dimensions:min_width=100,ratio=3/2,…`: an image whose known width and height meet every
/// constraint (`ratio` within 0.01). A file without known dimensions fails. The reference
/// loads the image asynchronously; here the context supplies the size.
pub fn dimensions(value: &Value, params: &RuleParams, ctx: &dyn ValidationContext) -> bool {
    ctx.file_info(value)
        .is_some_and(|info| dims_ok(&info, params))
}
