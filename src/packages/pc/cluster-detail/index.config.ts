export default definePageConfig({
  navigationBarTitleText: '集群详情',
})
