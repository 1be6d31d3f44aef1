//! The translatable editor's schema (`"type": "t-editor"`).

use serde_json::{Map, Value};

use super::choices::EditorTool;
use super::common::CommonOptions;
use super::read::{self, or_null};

/// A translatable rich-text editor: the common options and every option of the spec's
/// editor table, with its defaults.
///
/// The editor has no `attrs` and no `floating` option. Its `default` is a string or number
/// (for every language) or an object keyed by language, and its `rules` may be an object
/// keyed by language.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct TEditorSchema {
    /// Options shared by every element.
    pub common: CommonOptions,
    /// `accept`: allowed attachment extensions; `None` allows every extension.
    pub accept: Option<Vec<String>>,
    /// `acceptMimes`: allowed attachment MIME types; `None` allows every type.
    pub accept_mimes: Option<Vec<String>>,
    /// `endpoint`: an upload URL or the name of a config endpoint; `None` means the config's
    /// `attachment` endpoint (see [`crate::config::FormConfig::endpoint`]).
    pub endpoint: Option<String>,
    /// `endpoint` given as `{"fn": "<name>"}`: the name of an async upload function
    /// registered in Rust (see [`crate::schema::Functions`]).
    pub upload_fn: Option<String>,
    /// `method`: the upload method; `None` means the named endpoint's method when `endpoint`
    /// names one, else the config's `attachment` method.
    pub method: Option<String>,
    /// `hideTools` (default `[]`): tools hidden from the tool bar (their shortcuts still work).
    pub hide_tools: Vec<EditorTool>,
    /// `debounce`: milliseconds before validation runs after a change; `None` validates at once.
    /// At most [`MAX_WAIT_MS`](super::MAX_WAIT_MS) (a schema error above, clamped when set in
    /// Rust).
    pub debounce: Option<u64>,
}

/// The editor's own JSON keys, in the order [`TEditorSchema::write`] emits them.
pub(crate) const EDITOR_KEYS: &[&str] = &[
    "accept",
    "acceptMimes",
    "endpoint",
    "method",
    "hideTools",
    "debounce",
];

impl TEditorSchema {
    /// Reads the editor option `key`; `Ok(false)` when `key` is not an editor option.
    #[cfg(feature = "editor")] // without it no t-editor is read
    pub(crate) fn apply(
        &mut self,
        key: &str,
        value: &Value,
        path: &str,
    ) -> Result<bool, super::error::SchemaError> {
        match key {
            "accept" => self.accept = read::opt_string_list(path, value)?,
            "acceptMimes" => self.accept_mimes = read::opt_string_list(path, value)?,
            "endpoint" if super::functions::looks_like_ref(value) => {
                self.upload_fn = Some(super::functions::read_function(path, value)?);
                self.endpoint = None;
            }
            "endpoint" => {
                self.endpoint = read::opt_string(path, value)?;
                self.upload_fn = None;
            }
            "method" => self.method = read::opt_string(path, value)?,
            "hideTools" => self.hide_tools = read::choice_list(path, value)?,
            "debounce" => self.debounce = read::opt_wait(path, value)?,
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// Writes every editor option into `map`.
    pub(crate) fn write(&self, map: &mut Map<String, Value>) {
        let s = |v: &String| Value::String(v.clone());
        let list = |v: &Vec<String>| read::strings_value(v);
        map.insert("accept".into(), or_null(self.accept.as_ref(), list));
        map.insert(
            "acceptMimes".into(),
            or_null(self.accept_mimes.as_ref(), list),
        );
        let endpoint = match &self.upload_fn {
            Some(name) => super::functions::function_ref(name),
            None => or_null(self.endpoint.as_ref(), s),
        };
        map.insert("endpoint".into(), endpoint);
        map.insert("method".into(), or_null(self.method.as_ref(), s));
        map.insert("hideTools".into(), read::choices_value(&self.hide_tools));
        map.insert(
            "debounce".into(),
            or_null(self.debounce.as_ref(), |d| Value::from(*d)),
        );
    }
}
