//! `use_element`: registers an element in its form, wires its event props and lifecycle
//! events, and hands the view an `ElementHandle`.

use std::rc::Rc;

use yew::prelude::*;
use yewform_core::Value;
use yewform_core::schema::ElementSchema;

use crate::events::{EventArgs, FiredEvent};
use crate::form::{ElementHandle, FormContext};

/// Event props of an element, by spec event name (`change`, `select`, `mounted`, …).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ElementListeners(pub Vec<(&'static str, Callback<FiredEvent>)>);

impl ElementListeners {
    /// Adds `callback` for `event` when it is set.
    pub fn with(mut self, event: &'static str, callback: &Option<Callback<FiredEvent>>) -> Self {
        if let Some(callback) = callback {
            self.0.push((event, callback.clone()));
        }
        self
    }
}

/// Registers the element `name` (when it is not in the form's schema yet, `inline` gives its
/// options as schema JSON; it is called only then, so large inline items are not rebuilt on
/// every render), keeps `listeners` subscribed, fires the lifecycle events in Yew's
/// order, and returns the element's handle with the form context (`None` outside a form, or
/// when the inline options are invalid: the error text is returned instead).
#[hook]
pub fn use_element(
    name: &str,
    inline: impl FnOnce() -> Option<Value>,
    listeners: ElementListeners,
) -> Result<(ElementHandle, FormContext), String> {
    let context = use_context::<FormContext>();
    let path = name.to_string();
    let first = use_mut_ref(|| true);
    let keys = use_mut_ref(Vec::<u64>::new);
    // Registered on every render when missing: a rebuilt form state (new schema) gets its
    // inline elements back.
    let registration = match &context {
        None => Err(format!("{path}: a yewform element must be inside a <Form>")),
        Some(context) => {
            let exists = context
                .handle
                .read(|s| s.el(&path).is_some())
                .unwrap_or(false);
            if exists {
                Ok(())
            } else {
                match inline() {
                    None => Err(format!("{path}: no such element in the form")),
                    Some(options) => register(context, &path, options),
                }
            }
        }
    };

    // Listeners: re-subscribed on every render, so changed callbacks take effect.
    if let Some(context) = &context {
        let handle = context.handle.el(&path);
        for key in keys.borrow_mut().drain(..) {
            handle.remove_listener(key);
        }
        let mut new_keys = Vec::with_capacity(listeners.0.len());
        for (event, callback) in &listeners.0 {
            new_keys.push(handle.on(event, callback.clone()));
        }
        *keys.borrow_mut() = new_keys;
        let is_first = *first.borrow();
        if is_first {
            for event in ["beforeCreate", "created", "beforeMount"] {
                handle.fire(event, EventArgs::None);
            }
        } else {
            handle.fire("beforeUpdate", EventArgs::None);
        }
    }

    {
        let context = context.clone();
        let path = path.clone();
        let first = first.clone();
        use_effect(move || {
            if let Some(context) = &context {
                let handle = context.handle.el(&path);
                let was_first = std::mem::replace(&mut *first.borrow_mut(), false);
                handle.fire(
                    if was_first { "mounted" } else { "updated" },
                    EventArgs::None,
                );
            }
        });
    }
    {
        let context = context.clone();
        let path = path.clone();
        let keys = keys.clone();
        let listeners = Rc::new(listeners.clone());
        use_effect_with((), move |_| {
            move || {
                if let Some(context) = &context {
                    let handle = context.handle.el(&path);
                    // The element's own listeners are still subscribed for these two.
                    handle.fire("beforeUnmount", EventArgs::None);
                    handle.fire("unmounted", EventArgs::None);
                    for key in keys.borrow_mut().drain(..) {
                        handle.remove_listener(key);
                    }
                }
                let _ = listeners;
            }
        });
    }

    registration?;
    let context =
        context.ok_or_else(|| format!("{path}: a yewform element must be inside a <Form>"))?;
    Ok((context.handle.el(&path), context))
}

/// Reads an inline element's options (moved in: a select's items are not copied) and adds it
/// to the form.
fn register(context: &FormContext, path: &str, options: Value) -> Result<(), String> {
    let entry = ElementSchema::from_owned(path, options).map_err(|e| e.to_string())?;
    context.handle.mutate(|state| {
        state
            .add_schema_element(path, entry)
            .map_err(|e| e.to_string())
    })?
}
