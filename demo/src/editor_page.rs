//! The demo's article form: a bilingual (en/de) `t-editor` whose attachments go to the demo
//! backend (`POST /api/attachments`), submitted to `/api/submit`; and a notes form whose
//! editors upload with `PUT` / `PATCH` through `method`, a named endpoint and the config.

use serde_json::{Value, json};
use yew::prelude::*;
use yewform_core::config::FormConfig;
use yewform_core::schema::FormSchema;
use yewform_elements::{Form, FormHandle};

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

/// The notes form: editors whose attachments reach the demo backend with a method other than
/// `post`: by the `method` option, by the config's `attachment` method for a URL without
/// `method`, by a named endpoint of the config, and by the config's `attachment` endpoint
/// when `endpoint` is left out.
fn notes_schema() -> Value {
    json!({
        "byMethod": {
            "type": "t-editor",
            "label": "Note uploaded with PUT",
            "endpoint": "/api/attachments?via=method",
            "method": "put",
            "description": "<code>endpoint</code> is a URL and <code>method</code> is <code>put</code>."
        },
        "byUrl": {
            "type": "t-editor",
            "label": "Note uploaded to a URL without a method",
            "endpoint": "/api/attachments?via=url",
            "description": "<code>endpoint</code> is a URL and no <code>method</code>: the config's <code>attachment</code> method (<code>patch</code>)."
        },
        "byName": {
            "type": "t-editor",
            "label": "Note uploaded to a named endpoint",
            "endpoint": "noteUpload",
            "description": "<code>endpoint</code> names the config's <code>noteUpload</code> endpoint (a URL and <code>put</code>)."
        },
        "byConfig": {
            "type": "t-editor",
            "label": "Note uploaded to the configured attachment endpoint",
            "description": "No <code>endpoint</code>: the config's <code>attachment</code> endpoint (a URL and <code>patch</code>)."
        }
    })
}

/// The configuration of the notes form: its named upload endpoints.
fn notes_config() -> Option<FormConfig> {
    FormConfig::from_value(&json!({
        "endpoints": {
            "noteUpload": {"url": "/api/attachments?via=named", "method": "put"},
            "attachment": {"url": "/api/attachments?via=config", "method": "patch"}
        }
    }))
    .ok()
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
    let handle = use_memo((), |()| FormHandle::new());
    let on_submit = crate::submit::to_backend(&handle, result.clone());
    html! {
        <section aria-labelledby="article-title">
            <h2 id="article-title">{ "Article (translatable editor with attachments)" }</h2>
            {
                match schema {
                    Ok(schema) => html! {
                        <Form id="article" {schema} handle={(*handle).clone()} multilingual=true {languages} {on_submit}
                            submit_label="Publish article" />
                    },
                    Err(error) => html! { <p role="alert">{ error.to_string() }</p> },
                }
            }
            if let Some(text) = (*result).clone() {
                <output id="article-result">{ text }</output>
            }
            <h3 id="notes-title">{ "Upload methods and named endpoints" }</h3>
            {
                match FormSchema::from_value(&notes_schema()) {
                    Ok(schema) => html! {
                        <Form id="notes" {schema} config={notes_config()} />
                    },
                    Err(error) => html! { <p role="alert">{ error.to_string() }</p> },
                }
            }
        </section>
    }
}
