//! [`Columns`]: the `columns` option read into sizes per breakpoint, and their merging.

use serde_json::{Map, Value};

use super::error::LayoutError;
use crate::items::number_text;
use crate::schema::describe_value;

/// The breakpoint key of sizes without a breakpoint.
pub const DEFAULT_BREAKPOINT: &str = "default";

/// The breakpoints `columns` may name (besides `default`): the reference's config
/// `breakpoints` plus `xs`. `xs` is the base breakpoint (every width, as Bootstrap's): it is
/// read as `default`, so it names the base classes (`yf-col-<n>`).
pub const BREAKPOINTS: &[&str] = &["xs", "sm", "md", "lg", "xl", "2xl"];

const SIZE_KEYS: &str = "container, label or wrapper";
const TOP_KEYS: &str =
    "container, label, wrapper, default or a breakpoint (xs, sm, md, lg, xl, 2xl)";

/// The three sizes at one breakpoint; `None` when not set at this layer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ColumnSizes {
    /// The element's outermost box, on the 12-column grid.
    pub container: Option<u8>,
    /// The label's share of the container.
    pub label: Option<u8>,
    /// The input wrapper's share of what is left after the label.
    pub wrapper: Option<u8>,
}

impl ColumnSizes {
    /// `self` with every size set in `later` replaced by it.
    #[must_use]
    pub fn merged_with(self, later: ColumnSizes) -> ColumnSizes {
        ColumnSizes {
            container: later.container.or(self.container),
            label: later.label.or(self.label),
            wrapper: later.wrapper.or(self.wrapper),
        }
    }

    fn set(&mut self, key: &str, size: u8) {
        match key {
            "container" => self.container = Some(size),
            "label" => self.label = Some(size),
            _ => self.wrapper = Some(size),
        }
    }
}

/// Column sizes by breakpoint: `default` first, then the breakpoints in the order they
/// were first given.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Columns {
    breakpoints: Vec<(String, ColumnSizes)>,
}

impl Columns {
    /// The spec's base layer: `{default: {container: 12, label: 3, wrapper: 12}}` ("label
    /// and wrapper keep their defaults (label 3, wrapper 12)"). The reference's code starts
    /// from `label: 12` (the label above the input); the spec is followed here.
    #[must_use]
    pub fn base() -> Columns {
        Columns {
            breakpoints: vec![(
                DEFAULT_BREAKPOINT.to_owned(),
                ColumnSizes {
                    container: Some(12),
                    label: Some(3),
                    wrapper: Some(12),
                },
            )],
        }
    }

    /// Reads a `columns` value; `path` names it in errors (`columns`, `config.columns`).
    ///
    /// Accepted forms:
    /// - `null` or `{}`: nothing set;
    /// - a number (or numeric string) `n`: `{default: {container: n}}`; label and wrapper
    ///   keep what the layers below give;
    /// - `{container, label, wrapper}`, each a number or an object by breakpoint
    ///   (`{default: 12, lg: 6}`);
    /// - `{default|<breakpoint>: number | {container, label, wrapper}}`, where a number sets
    ///   the container; the forms can be mixed in one object;
    /// - `xs` is the base breakpoint, the same as `default` (as Bootstrap's): `{xs: 6}` sets
    ///   the default container.
    ///
    /// # Errors
    /// [`LayoutError`] with the path: `columns.label: expected a number from 0 to 12,
    /// found 13`, or an unknown key (`columns.contaner`).
    ///
    /// ```
    /// use serde_json::json;
    /// use yewform_core::layout::{ColumnSizes, Columns};
    /// let cols = Columns::parse(&json!({"label": {"default": 12, "lg": 3}, "lg": 6}), "columns").unwrap();
    /// assert_eq!(cols.get("lg"), Some(ColumnSizes { container: Some(6), label: Some(3), wrapper: None }));
    /// assert_eq!(
    ///     Columns::parse(&json!({"label": 13}), "columns").unwrap_err().to_string(),
    ///     "columns.label: expected a number from 0 to 12, found 13"
    /// );
    /// ```
    pub fn parse(value: &Value, path: &str) -> Result<Columns, LayoutError> {
        let mut columns = Columns::default();
        match value {
            Value::Null => {}
            Value::Number(_) | Value::String(_) => {
                let size = parse_size(value, path)?;
                columns.set_at(DEFAULT_BREAKPOINT, "container", size);
            }
            Value::Object(map) => columns.read_object(map, path)?,
            other => {
                return Err(LayoutError::WrongShape {
                    path: path.to_owned(),
                    expected: "a number or an object",
                    found: describe_value(other),
                });
            }
        }
        columns.default_first();
        Ok(columns)
    }

    fn read_object(&mut self, map: &Map<String, Value>, path: &str) -> Result<(), LayoutError> {
        for (key, value) in map {
            let key_path = [path, ".", key].concat();
            if is_size_key(key) {
                match value {
                    Value::Object(by_breakpoint) => {
                        for (bp, size) in by_breakpoint {
                            let bp_path = [&key_path, ".", bp].concat();
                            if !is_breakpoint(bp) {
                                return Err(LayoutError::UnknownKey {
                                    path: bp_path,
                                    expected: "default or a breakpoint (xs, sm, md, lg, xl, 2xl)",
                                });
                            }
                            let size = parse_size(size, &bp_path)?;
                            self.set_at(bp, key, size);
                        }
                    }
                    Value::Null => {}
                    size => {
                        let size = parse_size(size, &key_path)?;
                        self.set_at(DEFAULT_BREAKPOINT, key, size);
                    }
                }
            } else if is_breakpoint(key) {
                match value {
                    Value::Object(sizes) => {
                        // Make sure the breakpoint keeps its place even when empty.
                        let _ = self.sizes_at(key);
                        for (size_key, size) in sizes {
                            let size_path = [&key_path, ".", size_key].concat();
                            if !is_size_key(size_key) {
                                return Err(LayoutError::UnknownKey {
                                    path: size_path,
                                    expected: SIZE_KEYS,
                                });
                            }
                            if size.is_null() {
                                continue;
                            }
                            let size = parse_size(size, &size_path)?;
                            self.set_at(key, size_key, size);
                        }
                    }
                    Value::Null => {}
                    size => {
                        let size = parse_size(size, &key_path)?;
                        self.set_at(key, "container", size);
                    }
                }
            } else {
                return Err(LayoutError::UnknownKey {
                    path: key_path,
                    expected: TOP_KEYS,
                });
            }
        }
        Ok(())
    }

    /// The sizes at `breakpoint` (`"default"` for none), if any were set.
    #[must_use]
    pub fn get(&self, breakpoint: &str) -> Option<ColumnSizes> {
        self.breakpoints
            .iter()
            .find(|(bp, _)| bp == breakpoint)
            .map(|(_, sizes)| *sizes)
    }

    /// Every breakpoint with its sizes, `default` first.
    #[must_use]
    pub fn breakpoints(&self) -> &[(String, ColumnSizes)] {
        &self.breakpoints
    }

    /// Whether nothing is set.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.breakpoints.is_empty()
    }

    /// The columns as a `columns` value that [`Columns::parse`] reads back to them:
    /// `{<breakpoint>: {container, label, wrapper}}`, with the sizes set only.
    ///
    /// ```
    /// use serde_json::json;
    /// use yewform_core::layout::Columns;
    /// let cols = Columns::parse(&json!({"label": 4, "lg": 6}), "columns").unwrap();
    /// assert_eq!(cols.to_value(), json!({"default": {"label": 4}, "lg": {"container": 6}}));
    /// assert_eq!(Columns::parse(&cols.to_value(), "columns").unwrap(), cols);
    /// ```
    #[must_use]
    pub fn to_value(&self) -> Value {
        let mut out = Map::new();
        for (bp, sizes) in &self.breakpoints {
            let mut at = Map::new();
            for (key, size) in [
                ("container", sizes.container),
                ("label", sizes.label),
                ("wrapper", sizes.wrapper),
            ] {
                if let Some(size) = size {
                    at.insert(key.to_owned(), Value::from(size));
                }
            }
            out.insert(bp.clone(), Value::Object(at));
        }
        Value::Object(out)
    }

    /// `self` deep-merged with a later layer: per breakpoint and size, `later` wins; new
    /// breakpoints are appended (after `default`).
    #[must_use]
    pub fn merged_with(&self, later: &Columns) -> Columns {
        let mut out = self.clone();
        for (bp, sizes) in &later.breakpoints {
            if let Some(entry) = out.sizes_at(bp) {
                *entry = entry.merged_with(*sizes);
            }
        }
        out.default_first();
        out
    }

    /// The sizes of `breakpoint`, added (empty, last) when it has none yet: one non-generic
    /// body for every change (docs/size.md). Always `Some`.
    fn sizes_at(&mut self, breakpoint: &str) -> Option<&mut ColumnSizes> {
        // `xs` is the base breakpoint: no `-xs-` class exists.
        let breakpoint = if breakpoint == "xs" {
            DEFAULT_BREAKPOINT
        } else {
            breakpoint
        };
        let at = match self.breakpoints.iter().position(|(bp, _)| bp == breakpoint) {
            Some(at) => at,
            None => {
                self.breakpoints
                    .push((breakpoint.to_owned(), ColumnSizes::default()));
                self.breakpoints.len() - 1
            }
        };
        self.breakpoints.get_mut(at).map(|(_, sizes)| sizes)
    }

    /// Sets the size `key` (`container`, `label`, `wrapper`) of `breakpoint`.
    fn set_at(&mut self, breakpoint: &str, key: &str, size: u8) {
        if let Some(sizes) = self.sizes_at(breakpoint) {
            sizes.set(key, size);
        }
    }

    fn default_first(&mut self) {
        if let Some(at) = self
            .breakpoints
            .iter()
            .position(|(bp, _)| bp == DEFAULT_BREAKPOINT)
        {
            let default = self.breakpoints.remove(at);
            self.breakpoints.insert(0, default);
        }
    }
}

/// Merges column layers, later wins: [`Columns::base`], then `layers` in order. The
/// reference's order is config preset columns, config `columns`, form preset columns, form
/// `columns`, element preset columns, element `columns`.
#[must_use]
pub fn merge_columns(layers: &[&Columns]) -> Columns {
    layers
        .iter()
        .fold(Columns::base(), |acc, layer| acc.merged_with(layer))
}

fn is_size_key(key: &str) -> bool {
    matches!(key, "container" | "label" | "wrapper")
}

fn is_breakpoint(key: &str) -> bool {
    key == DEFAULT_BREAKPOINT || BREAKPOINTS.contains(&key)
}

fn parse_size(value: &Value, path: &str) -> Result<u8, LayoutError> {
    let bad = |found: String| LayoutError::BadSize {
        path: path.to_owned(),
        found,
    };
    let number = match value {
        Value::Number(n) => n.as_f64().ok_or_else(|| bad(number_text(n)))?,
        Value::String(s) => {
            crate::json_text::parse_decimal(s.trim()).ok_or_else(|| bad(format!("\"{s}\"")))?
        }
        other => return Err(bad(describe_value(other).to_owned())),
    };
    if number.fract() != 0.0 || !(0.0..=12.0).contains(&number) {
        return Err(bad(match value {
            Value::Number(n) => number_text(n),
            other => crate::json_text::JsonExcerpt(other).to_string(),
        }));
    }
    // A whole number from 0 to 12.
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    Ok(number as u8)
}
