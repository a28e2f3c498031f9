// The seam the top bar reads the cart badge through. The cart issue replaces the body with
// the real count (spec: the count equals the number of cart items).

export function useCartCount(): number {
  return 0;
}
