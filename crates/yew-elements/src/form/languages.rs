//! `FormLanguages`: the language switcher of a multilingual form.

use yew::prelude::*;

use super::FormContext;

/// Buttons for the form's languages (`aria-pressed` marks the selected one). Arrow keys move
/// between them.
#[component]
pub fn FormLanguages() -> Html {
    match use_context::<FormContext>() {
        Some(context) => languages(&context),
        None => Html::default(),
    }
}

/// The switcher's markup: the `<Form>` of a multilingual form renders it with this function
/// (not as a `<FormLanguages />` component: one component less in every app's wasm, issue 15).
pub(super) fn languages(context: &FormContext) -> Html {
    let handle = context.handle.clone();
    let theme = handle.theme();
    let (languages, selected, label, classes) = handle
        .read(|s| {
            let locale = s.locale().to_string();
            let label = yewform_core::locale::translate(&locale, "en", "languages.label")
                .unwrap_or("Language")
                .to_string();
            (
                s.languages().to_vec(),
                s.language().to_string(),
                label,
                crate::layout::classes::component(&theme, s, "Form"),
            )
        })
        .unwrap_or_default();
    let buttons = languages.iter().enumerate().map(|(index, (code, name))| {
        let pressed = *code == selected;
        let onclick = {
            let handle = handle.clone();
            let code = code.clone();
            Callback::from(move |_: MouseEvent| {
                let _ = handle.set_language(&code);
            })
        };
        let onkeydown = {
            let handle = handle.clone();
            let codes: Vec<String> = languages.iter().map(|(c, _)| c.clone()).collect();
            Callback::from(move |event: KeyboardEvent| {
                let count = codes.len();
                let target = match event.key().as_str() {
                    "ArrowRight" | "ArrowDown" => (index + 1) % count.max(1),
                    "ArrowLeft" | "ArrowUp" => (index + count.max(1) - 1) % count.max(1),
                    _ => return,
                };
                event.prevent_default();
                if let Some(code) = codes.get(target) {
                    let _ = handle.set_language(code);
                }
            })
        };
        // The non-generic helper, not `classes!` (issue 15); no attribute when empty.
        let class = crate::html::class_attr(
            &classes,
            "",
            &[("language", true), ("language_selected", pressed)],
        );
        html! {
            <button type="button" {class} aria-pressed={if pressed { "true" } else { "false" }} lang={code.clone()}
                    data-language={code.clone()} {onclick} {onkeydown}>
                { name }
            </button>
        }
    });
    html! {
        <div class={classes.get("languages")} role="group" aria-label={label}>
            { for buttons }
        </div>
    }
}
