// The time a server-rendered page was rendered at. While the browser hydrates that page, clocks show this time,
// so that the HTML matches (a countdown rendered at 10:00:00 is hydrated as 10:00:00), then move on to now.
let pageTime = Date.now();

export function setPageTime(time: number): void {
  pageTime = time;
}

export const renderedAt = () => pageTime;
