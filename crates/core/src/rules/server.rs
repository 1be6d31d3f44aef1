//! Server rules: `unique`, `exists`, `active_url`. They never decide locally: they produce
//! an [`AsyncCheck`] that the Yew layer posts to the configured endpoint, and its boolean
//! answer is fed back with [`Validation::resolve_async`](super::Validation::resolve_async).

use serde_json::{Map, Value, json};

use super::context::ValidationContext;
use super::params::{RuleParams, param_text};
use super::registry::AsyncCheck;

/// The element's own name, as the reference's `element$.name`: the last segment of its path
/// (`email` for `users.0.email`).
fn own_name(ctx: &dyn ValidationContext) -> String {
    let path = ctx.element_path().unwrap_or_default();
    path.rsplit('.').next().unwrap_or_default().to_owned()
}

/// The parameters as sent: a parameter after the first that names an element is sent as that
/// element's value (the first names the table).
fn resolved_params(params: &RuleParams, ctx: &dyn ValidationContext) -> Vec<Value> {
    params
        .positional
        .iter()
        .enumerate()
        .map(|(i, p)| {
            if i == 0 {
                return p.clone();
            }
            ctx.value(&param_text(p)).unwrap_or_else(|| p.clone())
        })
        .collect()
}

/// `unique:p1,p2…`: `{"params": [...], "name": <name>, "value": <value>}` to `unique`, with
/// the element's own name and the parameters resolved as for `exists`.
pub fn unique(value: &Value, params: &RuleParams, ctx: &dyn ValidationContext) -> AsyncCheck {
    AsyncCheck {
        endpoint: "unique",
        body: json!({ "params": resolved_params(params, ctx), "name": own_name(ctx), "value": value }),
    }
}

/// `exists:p1,p2…`: `{"params": [...], <name>: value, "vueformFieldName": name, "value",
/// "name"}` to `exists`, with the element's own name. A parameter after the first that names
/// an element is sent as that element's value.
pub fn exists(value: &Value, params: &RuleParams, ctx: &dyn ValidationContext) -> AsyncCheck {
    let name = own_name(ctx);
    let mut body = Map::new();
    body.insert("params".into(), Value::Array(resolved_params(params, ctx)));
    if !name.is_empty() {
        body.insert(name.clone(), value.clone());
    }
    body.insert("vueformFieldName".into(), Value::String(name.clone()));
    body.insert("value".into(), value.clone());
    body.insert("name".into(), Value::String(name));
    AsyncCheck {
        endpoint: "exists",
        body: Value::Object(body),
    }
}

/// `active_url`: `{"url": <value>}` to `activeUrl`.
pub fn active_url(value: &Value) -> AsyncCheck {
    AsyncCheck {
        endpoint: "activeUrl",
        body: json!({ "url": value }),
    }
}
