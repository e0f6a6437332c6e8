// The id of the page view the visitor is on, kept in this page's memory only (never on the device): the insights
// script sets it when it has sent that page view, and the enquiry forms send it (INSIGHTS_VIEW_HEADER), so an enquiry
// joins the visit of the page it was sent from rather than whichever visit shares its sender's key.

/** The request header that carries it: 16 hex digits, as the page view beacon's `view`. */
export const INSIGHTS_VIEW_HEADER = 'insights-view';
export const VIEW_ID = /^[0-9a-f]{16}$/;

let current: string | undefined;

export function setCurrentView(view: string): void {
  current = view;
}

/** Undefined until a page view was sent: before the script loaded, after Decline or with GPC, or with no script. */
export function currentView(): string | undefined {
  return current;
}

/**
 * Dispatched (bubbling) on a form its own checks refused before anything was sent, with the first field in error as
 * `detail.field`: the insights script counts it as the form's 'invalid' step. Only the field's name, never its value.
 */
export const FORM_REFUSED_EVENT = 'quillmark:form-refused';

export function announceRefusal(form: HTMLFormElement, field: string | undefined): void {
  form.dispatchEvent(new CustomEvent(FORM_REFUSED_EVENT, { bubbles: true, detail: { field } }));
}
