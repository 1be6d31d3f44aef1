//! A fake form for the rules and messages tests (included by the `rules_*` and
//! `messages_*` test files).
#![allow(
    dead_code,
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing
)]

use std::collections::HashMap;

use serde_json::{Value, json};
use yewform_core::rules::{FileInfo, ValidationContext, loose_eq};

/// Element values by full path, generic names, a fixed clock, and the element path.
#[derive(Default)]
pub struct Ctx {
    pub values: HashMap<String, Value>,
    pub names: HashMap<String, String>,
    pub today: (i32, u32, u32),
    pub path: Option<String>,
}

impl Ctx {
    pub fn new() -> Ctx {
        Ctx {
            today: (2024, 6, 15),
            ..Ctx::default()
        }
    }
    pub fn with(mut self, path: &str, value: Value) -> Ctx {
        self.values.insert(path.to_string(), value);
        self
    }
    pub fn named(mut self, path: &str, name: &str) -> Ctx {
        self.names.insert(path.to_string(), name.to_string());
        self
    }
    pub fn at(mut self, path: &str) -> Ctx {
        self.path = Some(path.to_string());
        self
    }
    fn entry_holds(&self, entry: &Value) -> bool {
        match entry {
            Value::String(s) => s == "true",
            Value::Array(items) if items.first().is_some_and(Value::is_array) => {
                items.iter().any(|i| self.entry_holds(i))
            }
            Value::Array(items) => {
                let path = items[0].as_str().unwrap_or("");
                let actual = self.values.get(path).cloned().unwrap_or(Value::Null);
                match items.len() {
                    2 if items[1] == json!("empty") => actual.is_null() || actual == json!(""),
                    2 => loose_eq(&actual, &items[1]),
                    3 if items[1] == json!("!=") => !loose_eq(&actual, &items[2]),
                    3 => loose_eq(&actual, &items[2]),
                    _ => false,
                }
            }
            _ => false,
        }
    }
}

/// A file value: `{"file": name, "kb": size, "type": mime, "w": width, "h": height}`.
pub fn file(name: &str, kb: f64, mime: &str, dims: Option<(u32, u32)>) -> Value {
    let mut v = json!({"file": name, "kb": kb, "type": mime});
    if let Some((w, h)) = dims {
        v["w"] = json!(w);
        v["h"] = json!(h);
    }
    v
}

impl ValidationContext for Ctx {
    fn value(&self, path: &str) -> Option<Value> {
        self.values.get(path).cloned()
    }
    fn generic_name(&self, path: &str) -> Option<String> {
        self.names.get(path).cloned()
    }
    fn today(&self) -> (i32, u32, u32) {
        self.today
    }
    fn file_info(&self, value: &Value) -> Option<FileInfo> {
        let name = value.get("file")?.as_str()?.to_string();
        Some(FileInfo {
            name,
            size_kb: value.get("kb").and_then(Value::as_f64).unwrap_or(0.0),
            mime: value
                .get("type")
                .and_then(Value::as_str)
                .unwrap_or("")
                .to_string(),
            width: value.get("w").and_then(Value::as_u64).map(|w| w as u32),
            height: value.get("h").and_then(Value::as_u64).map(|h| h as u32),
        })
    }
    fn condition_holds(&self, condition: &Value) -> bool {
        condition
            .as_array()
            .is_some_and(|entries| entries.iter().all(|e| self.entry_holds(e)))
    }
    fn element_path(&self) -> Option<String> {
        self.path.clone()
    }
}
