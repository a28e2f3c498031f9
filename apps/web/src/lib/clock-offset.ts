// How far the server's clock is from this device's, measured the moment a reply carrying the
// server's time lands, so a countdown follows the server whatever the device's clock says.

/** serverNow - Date.now() at the moment the attempt arrived. */
export function measureClockOffset(serverNow: number, deviceNow: number): number {
  return serverNow - deviceNow;
}
