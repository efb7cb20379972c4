export default definePageConfig({
  navigationBarTitleText: '集群详情',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
