export default definePageConfig({
  navigationBarTitleText: '园区详情',
})
