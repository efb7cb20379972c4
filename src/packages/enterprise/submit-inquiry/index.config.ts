export default definePageConfig({
  navigationBarTitleText: '采购询价',
})
