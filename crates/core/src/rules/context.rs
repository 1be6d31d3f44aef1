//! What rules need from the rest of the form.

use serde_json::Value;

/// File metadata a file rule reads (`file`, `image`, `mimes`, `mimetypes`, `dimensions`,
/// and file sizes for `min`/`max`/`size`/`between`).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct FileInfo {
    /// The file name, e.g. `photo.JPG` (a file with an empty name counts as not filled).
    pub name: String,
    /// The size in kilobytes (bytes / 1024).
    pub size_kb: f64,
    /// The MIME type, e.g. `image/jpeg`.
    pub mime: String,
    /// Pixel width of an image, when known.
    pub width: Option<u32>,
    /// Pixel height of an image, when known.
    pub height: Option<u32>,
}

impl FileInfo {
    /// The lower-case extension of [`FileInfo::name`] (text after the last `.`).
    pub fn extension(&self) -> Option<String> {
        let (_, ext) = self.name.rsplit_once('.')?;
        if ext.is_empty() {
            None
        } else {
            Some(lower(ext))
        }
    }
}

/// The form as the rules see it. The form implements this; tests use a small fake.
pub trait ValidationContext {
    /// The current value of the element at `path` as the data holds it (a `forceNumbers`
    /// text's number once its text converts); `None` when there is no such element.
    fn value(&self, path: &str) -> Option<Value>;
    /// The generic name (field name / label) of the element at `path`, for `:other`.
    fn generic_name(&self, path: &str) -> Option<String>;
    /// Today's date as `(year, month, day)`; the form supplies the clock.
    fn today(&self) -> (i32, u32, u32);
    /// File metadata when `value` is a file, else `None`.
    fn file_info(&self, value: &Value) -> Option<FileInfo>;
    /// Whether the conditions of a conditional rule hold. `condition` is always a list
    /// (AND of its entries) in the element-`conditions` shape: each entry is a condition
    /// array (`["other", "value"]`, `["b", "!=", "y"]`), an OR group (an array of
    /// condition arrays), an expression string, or `{"fn": "<name>"}`, a condition function
    /// registered in Rust (the form looks it up in its
    /// [`Functions`](crate::schema::Functions); a context without it does not hold).
    fn condition_holds(&self, condition: &Value) -> bool;
    /// The path of the element being validated (used by `confirmed`, `distinct` and the
    /// server rules' request bodies). Defaults to none.
    fn element_path(&self) -> Option<String> {
        None
    }
    /// `(trueValue, falseValue)` of the element being validated when it is a checkbox or a
    /// toggle: `required` fails on `falseValue` ([`is_own_filled`](super::is_own_filled))
    /// and `accepted` passes only on `trueValue`. Defaults to none.
    fn on_off(&self) -> Option<(Value, Value)> {
        None
    }
    /// The `valueProp` of the element at `path` when it is a select, multiselect or tags
    /// element with `object: true` (its value is an option object, or a list of them):
    /// `in` and `not_in` compare the validated element's object value (or each object item)
    /// by it, `in_array` each object item of the other element's list and an object value
    /// of its own. Defaults to none.
    fn value_prop_at(&self, path: &str) -> Option<String> {
        let _ = path;
        None
    }
    /// The element's value date format (moment-style tokens), used by `after`, `before`,
    /// `date_equals` and friends. Defaults to `YYYY-MM-DD`.
    fn value_date_format(&self) -> String {
        "YYYY-MM-DD".to_string()
    }
}

/// `s` in lower case, char by char (`char::to_lowercase`'s mapping from the compact table of
/// `crate::lower`). Unlike `str::to_lowercase` it has no final-sigma rule, which these
/// comparisons do not need; it keeps `str::to_lowercase` (4 KB of wasm) out of the bundle
/// (docs/size.md).
pub(crate) fn lower(s: &str) -> String {
    s.chars().flat_map(crate::lower::to_lower).collect()
}
