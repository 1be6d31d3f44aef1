//! The demo's article form: a bilingual (en/de) `t-editor` whose attachments go to the demo
//! backend (`POST /api/attachments`), submitted to `/api/submit`.

use serde_json::{Value, json};
use yew::prelude::*;
use yewform_core::schema::FormSchema;
use yewform_elements::Form;

/// The schema of the article form.
fn article_schema() -> Value {
    json!({
        "article": {
            "type": "t-editor",
            "label": "Article",
            "placeholder": "Write the article…",
            "endpoint": "/api/attachments",
            "accept": ["png", "jpg", "jpeg", "gif", "webp", "pdf", "txt"],
            "rules": {"en": "required"},
            "description": "One text per language. Attachments are uploaded to <code>POST /api/attachments</code> (5 MB at most)."
        }
    })
}

/// The article section of the demo page.
#[component]
pub fn ArticlePage() -> Html {
    let result = use_state(|| None::<String>);
    let schema = FormSchema::from_value(&article_schema());
    let languages = vec![
        ("en".to_string(), "English".to_string()),
        ("de".to_string(), "Deutsch".to_string()),
    ];
    let on_submit = crate::submit::to_backend(result.clone());
    html! {
        <section aria-labelledby="article-title">
            <h2 id="article-title">{ "Article (translatable editor with attachments)" }</h2>
            {
                match schema {
                    Ok(schema) => html! {
                        <Form id="article" {schema} multilingual=true {languages} {on_submit}
                            submit_label="Publish article" />
                    },
                    Err(error) => html! { <p role="alert">{ error.to_string() }</p> },
                }
            }
            if let Some(text) = (*result).clone() {
                <output id="article-result">{ text }</output>
            }
        </section>
    }
}
