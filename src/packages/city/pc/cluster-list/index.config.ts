export default definePageConfig({
  navigationBarTitleText: '产业集群',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
})
