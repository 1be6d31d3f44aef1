//! [`element_props!`]: the props every element shares, declared once.

/// Declares an element's props struct: `name`, the options every element shares (`label`,
/// `placeholder`, `info`, `description`, `rules`, `default`, `disabled`, `conditions`,
/// `columns`, `id`) and the events every element has (`change`, `clear`, `reset`, `error`,
/// the lifecycle events), followed by the element's own fields. The struct gets
/// `put_common_options` (the shared options that are set, as schema JSON) and
/// `common_listeners` (the shared event props).
macro_rules! element_props {
    (
        $(#[$meta:meta])*
        pub struct $name:ident {
            $( $(#[$field_meta:meta])* pub $field:ident : $ty:ty, )*
        }
    ) => {
        $(#[$meta])*
        #[derive(yew::Properties, PartialEq, Clone)]
        pub struct $name {
            /// The element name: its path in the form, and the field's `name` attribute.
            pub name: yew::AttrValue,
            /// Label.
            #[prop_or_default]
            pub label: Option<yew::AttrValue>,
            /// Placeholder.
            #[prop_or_default]
            pub placeholder: Option<yew::AttrValue>,
            /// Info tooltip.
            #[prop_or_default]
            pub info: Option<yew::AttrValue>,
            /// Description.
            #[prop_or_default]
            pub description: Option<yew::AttrValue>,
            /// Rules: `"required|min:3"` or a list (the editor also takes an object keyed by
            /// language).
            #[prop_or_default]
            pub rules: Option<serde_json::Value>,
            /// Default value (the editor: a string or number for every language, or an
            /// object keyed by language).
            #[prop_or_default]
            pub default: Option<serde_json::Value>,
            /// Disabled: a bool or a list of conditions.
            #[prop_or_default]
            pub disabled: Option<serde_json::Value>,
            /// Conditions.
            #[prop_or_default]
            pub conditions: Option<serde_json::Value>,
            /// Columns.
            #[prop_or_default]
            pub columns: Option<serde_json::Value>,
            /// The `id` of the field.
            #[prop_or_default]
            pub id: Option<yew::AttrValue>,
            /// `change`: the new and the old value.
            #[prop_or_default]
            pub on_change: Option<yew::Callback<crate::events::FiredEvent>>,
            /// `clear`.
            #[prop_or_default]
            pub on_clear: Option<yew::Callback<crate::events::FiredEvent>>,
            /// `reset`.
            #[prop_or_default]
            pub on_reset: Option<yew::Callback<crate::events::FiredEvent>>,
            /// `error`: an endpoint, an items function or an upload failed.
            #[prop_or_default]
            pub on_error: Option<yew::Callback<crate::events::FiredEvent>>,
            /// Lifecycle events (`beforeCreate` … `unmounted`), by name.
            #[prop_or_default]
            pub on_lifecycle: Option<yew::Callback<crate::events::FiredEvent>>,
            /// `formatData` as a Rust function `(name, value) -> {name: transformed}`.
            #[prop_or_default]
            pub format_data: Option<crate::form::registry::FormatDataFn>,
            /// `formatLoad` as a Rust function `(value) -> transformed`.
            #[prop_or_default]
            pub format_load: Option<crate::form::registry::FormatLoadFn>,
            /// A condition as a Rust function (added to `conditions`): shown while it is true.
            #[prop_or_default]
            pub condition: Option<crate::form::registry::ConditionFn>,
            /// `disabled` as a Rust function: disabled while it is true (wins over `disabled`).
            #[prop_or_default]
            pub disabled_fn: Option<crate::form::registry::ConditionFn>,
            $( $(#[$field_meta])* pub $field: $ty, )*
        }

        impl $name {
            /// Puts the shared options that are set into `map` (schema JSON keys).
            fn put_common_options(&self, map: &mut serde_json::Map<String, serde_json::Value>) {
                let text =
                    |v: &Option<yew::AttrValue>| v.as_ref().map(|s| serde_json::Value::from(s.to_string()));
                for (key, value) in [
                    ("label", text(&self.label)),
                    ("placeholder", text(&self.placeholder)),
                    ("info", text(&self.info)),
                    ("description", text(&self.description)),
                    ("rules", self.rules.clone()),
                    ("default", self.default.clone()),
                    ("disabled", self.disabled.clone()),
                    ("conditions", self.conditions.clone()),
                    ("columns", self.columns.clone()),
                    ("id", text(&self.id)),
                ] {
                    if let Some(value) = value {
                        map.insert(key.into(), value);
                    }
                }
            }

            /// Registers the function props in `form`'s functions under names of this
            /// element and names them in `json` (`{"fn": ..}`), so the entry resolves them
            /// like a schema's.
            pub(crate) fn put_function_options(
                &self,
                json: &mut serde_json::Value,
                form: &crate::form::FormHandle,
            ) {
                crate::form::registry::put_inline_functions(
                    json,
                    form,
                    &self.name,
                    crate::form::registry::InlineFunctions {
                        format_data: self.format_data.as_ref(),
                        format_load: self.format_load.as_ref(),
                        condition: self.condition.as_ref(),
                        disabled: self.disabled_fn.as_ref(),
                    },
                );
            }

            /// The shared event props as listeners.
            fn common_listeners(&self) -> crate::hooks::ElementListeners {
                let mut listeners = crate::hooks::ElementListeners::default()
                    .with("change", &self.on_change)
                    .with("clear", &self.on_clear)
                    .with("reset", &self.on_reset)
                    .with("error", &self.on_error);
                for event in yewform_core::schema::events::Lifecycle::names() {
                    listeners = listeners.with(event, &self.on_lifecycle);
                }
                listeners
            }
        }
    };
}

pub(crate) use element_props;
