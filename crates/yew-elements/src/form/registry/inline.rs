//! The function props of an inline element (`format_data`, `format_load`, `condition`,
//! `disabled_fn`): wrappers compared by pointer, registered in the form's functions under
//! names of the element.

use std::fmt;
use std::rc::Rc;

use yewform_core::Value;
use yewform_core::conditions::ConditionContext;
use yewform_core::schema::{SharedFn, function_ref};

/// A `formatData` function given as a prop of an inline element (compared by pointer: keep
/// it stable across renders).
#[derive(Clone)]
pub struct FormatDataFn(pub yewform_core::element::FormatData);

/// A `formatLoad` function given as a prop of an inline element (compared by pointer).
#[derive(Clone)]
pub struct FormatLoadFn(pub yewform_core::element::FormatLoad);

/// A condition or `disabled` function given as a prop of an inline element (compared by
/// pointer).
#[derive(Clone)]
pub struct ConditionFn(pub yewform_core::conditions::ConditionFn);

impl FormatDataFn {
    /// Wraps a function.
    pub fn new(f: impl Fn(&str, &Value) -> Value + 'static) -> Self {
        Self(Rc::new(f))
    }
}

impl FormatLoadFn {
    /// Wraps a function.
    pub fn new(f: impl Fn(&Value) -> Value + 'static) -> Self {
        Self(Rc::new(f))
    }
}

impl ConditionFn {
    /// Wraps a function.
    pub fn new(f: impl Fn(&dyn ConditionContext) -> bool + 'static) -> Self {
        Self(Rc::new(f))
    }
}

macro_rules! by_pointer {
    ($($t:ident),*) => {$(
        impl PartialEq for $t {
            fn eq(&self, other: &Self) -> bool {
                Rc::ptr_eq(&self.0, &other.0)
            }
        }

        impl fmt::Debug for $t {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(stringify!($t))
            }
        }
    )*};
}

by_pointer!(FormatDataFn, FormatLoadFn, ConditionFn);

/// The function props of an inline element.
pub(crate) struct InlineFunctions<'a> {
    pub format_data: Option<&'a FormatDataFn>,
    pub format_load: Option<&'a FormatLoadFn>,
    pub condition: Option<&'a ConditionFn>,
    pub disabled: Option<&'a ConditionFn>,
}

/// Registers an inline element's function props in the form's functions, under names of
/// the element (`inline:<path>:formatData`, …), and names them in its schema JSON. A
/// function that replaces another one (a new closure) is noted on the form
/// ([`FormHandle::note_replaced`](crate::form::FormHandle::note_replaced)): the element's
/// entry is then read again even when its JSON is the same.
pub(crate) fn put_inline_functions(
    json: &mut Value,
    form: &crate::form::FormHandle,
    path: &str,
    functions: InlineFunctions<'_>,
) {
    let Value::Object(map) = json else {
        return;
    };
    let name = |option: &str| format!("inline:{path}:{option}");
    let shared = [
        (
            "formatData",
            functions
                .format_data
                .map(|f| SharedFn::FormatData(f.0.clone())),
        ),
        (
            "formatLoad",
            functions
                .format_load
                .map(|f| SharedFn::FormatLoad(f.0.clone())),
        ),
        (
            "condition",
            functions
                .condition
                .map(|f| SharedFn::Condition(f.0.clone())),
        ),
        (
            "disabled",
            functions.disabled.map(|f| SharedFn::Disabled(f.0.clone())),
        ),
    ];
    for (option, f) in shared {
        if let Some(f) = f {
            put_function(form, name(option), f);
            if option != "condition" {
                map.insert(option.into(), function_ref(&name(option)));
            }
        }
    }
    if functions.condition.is_some() {
        let entry = function_ref(&name("condition"));
        let conditions = match map.remove("conditions") {
            Some(Value::Array(mut items)) => {
                items.push(entry);
                items
            }
            Some(Value::String(expression)) => vec![Value::String(expression), entry],
            _ => vec![entry],
        };
        map.insert("conditions".into(), Value::Array(conditions));
    }
}

/// Registers one function prop as `name` (see [`put_inline_functions`]); a condition-like
/// prop (`readonly_fn`, `loading_fn`) goes through here too. Answers whether it registered
/// (the form was not busy).
pub(crate) fn put_function(form: &crate::form::FormHandle, name: String, f: SharedFn) -> bool {
    match form.mutate(|state| state.functions_mut().share(name, f)) {
        Ok(replaced) => {
            if replaced {
                form.note_replaced();
            }
            true
        }
        Err(_) => false,
    }
}
