/** What a back-office list screen gets from its route: the filters and page shown, and how to change them. */
export interface ListScreenProps<P> {
  params: P;
  onParamsChange: (params: P) => void;
}
