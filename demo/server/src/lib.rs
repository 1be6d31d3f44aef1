//! The yewform demo backend: a real HTTP server on 127.0.0.1 that serves the built demo app
//! (`dist/`) and the JSON endpoints the demo and the end-to-end tests use.
//!
//! Endpoints:
//! - `GET /api/health` → `{"ok": true}`
//! - `GET /api/countries?query=` → `[{"value": "de", "label": "Germany"}, …]`, filtered by the
//!   query (case-insensitive, accents folded)
//! - `GET /api/cities?country=de` (a code, or a name as listed: `España`) → `["Berlin", …]`
//! - `POST /api/submit` (JSON) → stores the request data; `GET /api/submissions` lists them
//! - `POST /api/signup` (JSON) → checks and stores an account: `{"ok": true, "message"}`, or
//!   `422 {"ok": false, "errors": {<field>: <message>}}` (see the `signup` module)
//! - `POST /yewform/validators/unique` (yewform's default `unique` endpoint) → `true` when no
//!   account has the value as its email (`taken@example.com`, `admin@example.com` and every
//!   address signed up are taken)
//! - `GET /api/slow?query=&ms=` → countries after a delay (random 0–300 ms without `ms`)
//! - `GET /api/fail?kind=500|timeout|bad-json|wrong-shape` → each kind of failure
//! - `GET /api/many?count=100000` → generated options ("Zürich 123", …)
//! - `GET /api/echo?…` → one option per query parameter, decoded: `{"value": "term=São",
//!   "label": "term = São"}`
//! - `GET /api/nested?query=` → the countries under `data.items` (for `dataKey`)
//! - `GET /api/requests` → every request the option endpoints above received (path and
//!   query, still encoded), oldest first; `GET /api/requests/cancelled` → those whose client
//!   hung up before the answer (an aborted `fetch`); `DELETE /api/requests` empties both logs
//! - `POST /api/attachments` (multipart, field `file`; `PUT` and `PATCH` alike, for the editor's
//!   `method`) → `{url, href}`; 413 over 5 MB; `GET /api/attachments/{name}` serves the stored
//!   file. Each upload's method, path and query are logged (see [`AppState::uploads`])
//!
//! Everything else is a file from `dist/`, with `index.html` as the fallback for unknown paths.

mod attachments;
mod countries;
mod echo;
mod probe;
mod requests;
mod signup;
mod submit;

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use axum::Router;
use axum::routing::get;
use tower_http::services::{ServeDir, ServeFile};

pub use countries::{COUNTRIES, City, Country, fold};

/// Shared state of the demo backend.
#[derive(Clone, Default)]
pub struct AppState {
    /// Every request body received by `POST /api/submit`, oldest first.
    pub submissions: Arc<Mutex<Vec<serde_json::Value>>>,
    /// Path and query (still encoded) of every request the option endpoints received,
    /// oldest first (see `GET /api/requests`).
    pub requests: Arc<Mutex<Vec<String>>>,
    /// The requests of `requests` whose client closed the connection before they were
    /// answered (an aborted `fetch`), oldest first.
    pub cancelled: Arc<Mutex<Vec<String>>>,
    /// `<METHOD> <path and query>` of every upload that reached `/api/attachments` (any
    /// method), oldest first: which method and which URL an editor really used.
    pub uploads: Arc<Mutex<Vec<String>>>,
    /// The addresses signed up through `POST /api/signup` (trimmed, lower case), oldest
    /// first: the `unique` endpoint answers `false` for them.
    pub accounts: Arc<Mutex<Vec<String>>>,
}

impl AppState {
    /// The option endpoints' request log, oldest first.
    pub fn requests(&self) -> Vec<String> {
        self.requests
            .lock()
            .map(|log| log.clone())
            .unwrap_or_default()
    }

    /// The option endpoints' requests that their client aborted before the answer, oldest
    /// first.
    pub fn cancelled(&self) -> Vec<String> {
        self.cancelled
            .lock()
            .map(|log| log.clone())
            .unwrap_or_default()
    }

    /// The upload log, oldest first (`"PUT /api/attachments?via=named"`).
    pub fn uploads(&self) -> Vec<String> {
        self.uploads
            .lock()
            .map(|log| log.clone())
            .unwrap_or_default()
    }
}

/// The router of the demo backend, serving `dist` as static files.
pub fn router(dist: PathBuf, state: AppState) -> Router {
    let index = dist.join("index.html");
    // The option endpoints: each request is written to the request log first.
    let options = Router::new()
        .route("/api/countries", get(countries::list))
        .route("/api/cities", get(countries::cities))
        .route("/api/nested", get(countries::nested))
        .route("/api/echo", get(echo::echo))
        .route("/api/slow", get(probe::slow))
        .route("/api/fail", get(probe::fail))
        .route("/api/many", get(probe::many))
        .route_layer(axum::middleware::from_fn_with_state(
            state.clone(),
            requests::record,
        ));
    let api = Router::new()
        .route(
            "/api/health",
            get(|| async { axum::Json(serde_json::json!({"ok": true})) }),
        )
        .route("/api/submit", axum::routing::post(submit::receive))
        .route("/api/submissions", get(submit::list))
        .route("/api/signup", axum::routing::post(signup::signup))
        .route(
            "/yewform/validators/unique",
            axum::routing::post(signup::unique),
        )
        .route("/api/requests", get(requests::list).delete(requests::reset))
        .route("/api/requests/cancelled", get(requests::cancelled))
        .merge(options)
        .route(
            "/api/attachments",
            axum::routing::post(attachments::upload)
                .put(attachments::upload)
                .patch(attachments::upload)
                .layer(axum::extract::DefaultBodyLimit::max(
                    attachments::BODY_LIMIT,
                ))
                .layer(axum::middleware::from_fn_with_state(
                    state.clone(),
                    requests::record_upload,
                )),
        )
        .route("/api/attachments/{name}", get(attachments::serve))
        .with_state(state);
    api.fallback_service(ServeDir::new(dist).fallback(ServeFile::new(index)))
}

/// A running demo server.
#[derive(Debug)]
pub struct Running {
    /// The address it listens on.
    pub addr: SocketAddr,
    /// The task serving requests; abort it to stop the server.
    pub task: tokio::task::JoinHandle<std::io::Result<()>>,
}

/// Binds `addr` (use port 0 for a free port) and serves in a background task.
pub async fn spawn(addr: SocketAddr, dist: PathBuf, state: AppState) -> std::io::Result<Running> {
    let listener = tokio::net::TcpListener::bind(addr).await?;
    let addr = listener.local_addr()?;
    let app = router(dist, state);
    let task = tokio::spawn(async move { axum::serve(listener, app).await });
    Ok(Running { addr, task })
}

/// Serves until Ctrl-C.
pub async fn serve_until_ctrl_c(addr: SocketAddr, dist: PathBuf) -> std::io::Result<()> {
    let listener = tokio::net::TcpListener::bind(addr).await?;
    let app = router(dist, AppState::default());
    axum::serve(listener, app)
        .with_graceful_shutdown(async {
            let _ = tokio::signal::ctrl_c().await;
        })
        .await
}
