export default definePageConfig({
  navigationBarTitleText: '展览详情',
})
